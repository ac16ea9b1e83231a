import { describe, expect, it } from "vitest";
import { businessCopy } from "./copy/index.ts";
import { businessMetaIn, businessRecordsFor } from "./records.ts";

describe("issue 29: the business page's meta finished by its loader", () => {
  it("fills the figures into the description and names the offers, in French", async () => {
    const meta = businessMetaIn("fr", (await businessCopy.load("fr")).meta, await businessRecordsFor("fr"));
    expect(meta.title).toBe("Plateforme d\u2019authentification par IA pour les entreprises du luxe");
    expect(meta.description).toBe(
      "Authentifiez \u00e0 grande \u00e9chelle objets de luxe et de collection gr\u00e2ce \u00e0 une IA multi-agents\u202f: 99,4\u00a0% de pr\u00e9cision, des r\u00e9sultats en moins de 5 minutes, 10\u00a0$US par objet Collect Card comprise, une API REST, des webhooks et la couverture Liability+.",
    );
    expect(meta.keywords[5]).toBe("garantie Liability+");
    expect(meta.offers).toEqual([
      { name: "Offre Base", monthly: 99 },
      { name: "Offre Authenticate", monthly: 369 },
      { name: "Offre Pro", monthly: 669 },
      { name: "Option API", monthly: 49 },
    ]);
  });
});
