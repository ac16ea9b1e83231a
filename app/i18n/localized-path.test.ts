import { describe, expect, it } from "vitest";
import { localizeFor } from "./localized-path.ts";

describe("localized internal links", () => {
  it("keep the region prefix of the page they are on", () => {
    expect(localizeFor("/fr/terms")("/privacy")).toBe("/fr/privacy");
    expect(localizeFor("/fr/terms")("/reports")).toBe("/fr/reports");
    expect(localizeFor("/ae")("/")).toBe("/ae");
    expect(localizeFor("/privacy")("/pricing")).toBe("/pricing");
  });

  it("leave region-less paths alone: the in-app area, settings, the newsletter post, files", () => {
    const fr = localizeFor("/fr/services");
    expect(fr("/app/authenticate")).toBe("/app/authenticate");
    expect(fr("/settings/privacy")).toBe("/settings/privacy");
    expect(fr("/newsletter")).toBe("/newsletter");
    expect(fr("/reports/luxury-resale-2026.txt")).toBe("/reports/luxury-resale-2026.txt");
    expect(fr("/applications")).toBe("/fr/applications");
  });
});
