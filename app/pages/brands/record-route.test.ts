import { describe, expect, it } from "vitest";
import * as brand from "./brand.tsx";
import * as category from "./category.tsx";

const request = (path: string) => ({ request: new Request(`https://collect.example${path}`) });

describe("record routes' data", () => {
  it("carry the requested brand's words and no other brand's", async () => {
    const loaded = await brand.loader({
      ...request("/brands/hermes"),
      params: { brandSlug: "hermes" },
    } as never);
    expect("record" in loaded && loaded.record?.name).toBe("Hermès");
    const text = JSON.stringify(loaded);
    expect(text).toContain("HERMÈS PARIS MADE IN FRANCE");
    expect(text).not.toContain("Cosmograph Daytona");
    expect(text).not.toContain("Wallet on Chain");
    expect(text).not.toContain("Luxury Watches");
  });

  it("answer an unknown slug with 404 and the not-found words", async () => {
    const loaded = await category.loader({
      ...request("/categories/sneakers"),
      params: { categorySlug: "sneakers" },
    } as never);
    expect("init" in loaded && loaded.init?.status).toBe(404);
    const body = "data" in loaded ? loaded.data : null;
    expect(body?.record).toBeNull();
    expect(body?.copy.notFound.category.title).toBe("Category Not Found");
  });
});
