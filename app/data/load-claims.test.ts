import { describe, expect, it } from "vitest";
import { loadClaims } from "./load-claims.ts";

describe("issue 29: the claims finished on the server", () => {
  it("loadClaims writes the claims in the language of the address", async () => {
    const en = await loadClaims(new Request("http://localhost/locations"));
    const fr = await loadClaims(new Request("http://localhost/fr/locations"));
    const ae = await loadClaims(new Request("http://localhost/ae/locations"));
    expect([en.accuracy.general, en.turnaround.handbags]).toEqual(["99.9%", "24-48h"]);
    expect([fr.accuracy.general, fr.turnaround.handbags]).toEqual(["99,9\u00a0%", "24-48\u00a0h"]);
    expect(ae.accuracy.general).toBe("99.9\u200e%\u200e");
  });
});
