import { describe, expect, it } from "vitest";
import { appSectionOf, appSections, safeNext } from "./app-sections.ts";

describe("in-app sections", () => {
  it("derive from the path prefix", () => {
    expect(appSectionOf("/app/my-vault")?.id).toBe("vault");
    expect(appSectionOf("/app/item/abc-123")?.id).toBe("vault");
    expect(appSectionOf("/app/vaultcare/9")?.id).toBe("vault");
    expect(appSectionOf("/app/transfer/9")?.id).toBe("vault");
    expect(appSectionOf("/app/upload/pictures")?.id).toBe("upload");
    expect(appSectionOf("/app/authenticate/complete")?.id).toBe("authenticate");
    expect(appSectionOf("/app/loyalty/reward/7")?.id).toBe("loyalty");
    expect(appSectionOf("/app/profile/security")?.id).toBe("profile");
    expect(appSectionOf("/app/buy-credits")?.id).toBe("credits");
    expect(appSectionOf("/app/review")?.id).toBe("review");
    expect(appSectionOf("/app/review/metrics")?.id).toBe("review");
    expect(appSectionOf("/app/review/0b7c6f1e-3d1a-4c53-9a51-2f3c8d7e9a10")?.id).toBe("review");
  });

  it("keep the review desk out of the menu of everyone but its staff", () => {
    expect(appSections.filter((s) => s.staffOnly).map((s) => s.id)).toEqual(["review"]);
    expect(safeNext("/app/review/metrics")).toBe("/app/review/metrics");
  });

  it("know no other screens", () => {
    expect(appSectionOf("/app/nothing")).toBeNull();
    expect(appSectionOf("/app/item")).toBeNull();
    expect(appSectionOf("/app/item/a/b")).toBeNull();
  });

  it("only follow next targets inside the in-app area", () => {
    expect(safeNext("/app/my-vault")).toBe("/app/my-vault");
    expect(safeNext("//evil.example/app/x")).toBe("/app/profile");
    expect(safeNext("https://evil.example")).toBe("/app/profile");
    expect(safeNext(null)).toBe("/app/profile");
  });
});
