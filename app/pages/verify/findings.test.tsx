// @vitest-environment happy-dom

import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "#app/components/i18n-provider.tsx";
import ar from "#app/i18n/messages/ar.json" with { type: "json" };
import en from "#app/i18n/messages/en.json" with { type: "json" };
import { verifyCopy } from "./copy/index.ts";
import { FindingsSection } from "./findings.tsx";
import { findingsIn, pointLabelsIn, type VerdictEvidence } from "./findings-data.ts";

afterEach(cleanup);

/** The evidence object of rev-server's point 6, as a final authentic verdict on a Birkin signs it. */
const evidence: VerdictEvidence = {
  method: "expert",
  outcome: "authentic",
  confidence: 97,
  grade: 8,
  reviewers: [
    { role: "reviewer", id: "R-4K9Q2M" },
    { role: "lead", id: "R-Z81TXC" },
  ],
  checkpoints: [
    {
      point: "brand:hermes:0",
      result: "pass",
      note: "Stamp crisp and centred.",
      marks: [{ slot: "front", x: 0.25, y: 0.5, w: 0.2, h: 0.1 }],
    },
    { point: "category:luxury-handbags:1", result: "unsure", note: "", marks: [] },
    { point: "shot:front:0", result: "fail", note: null, marks: [] },
  ],
  photos: [{ slot: "front", digest: "sha-256:00" }],
  reviewedAt: "2026-11-28T06:00:00Z",
};
const photo = { slot: "front", url: "/photos/d/front-640.webp?sig=x", width: 640, height: 480 };

describe("the verdict's findings", () => {
  it("labels each checkpoint with the site's copy in the page's language", async () => {
    const points = ["brand:hermes:0", "category:luxury-handbags:1", "shot:front:0", "brand:nobody:3"];
    const english = await pointLabelsIn("en", points);
    const brands = (await import("#app/pages/brands/copy/brands/en.json")).default;
    const categories = (await import("#app/pages/brands/copy/categories/en.json")).default;
    expect(english).toEqual({
      "brand:hermes:0": brands.hermes.authenticityMarkers[0],
      "category:luxury-handbags:1": categories["luxury-handbags"].authenticationPoints[1]?.title,
      "shot:front:0": "Front",
      "brand:nobody:3": "brand:nobody:3",
    });
    const arabic = await pointLabelsIn("ar", points);
    const arabicBrands = (await import("#app/pages/brands/copy/brands/ar.json")).default;
    expect(arabic["brand:hermes:0"]).toBe(arabicBrands.hermes.authenticityMarkers[0]);
    expect(arabic["brand:hermes:0"]).not.toBe(english["brand:hermes:0"]);
  });

  it("shows method, reviewers, checkpoints; photos with their marks only when given", async () => {
    const words = (await verifyCopy.load("en")).findings;
    const withoutPhotos = await findingsIn("en", words, evidence, []);
    expect(withoutPhotos.photos).toEqual([]);
    const { unmount } = render(
      <I18nProvider language="en" messages={en} brand="Collect">
        <FindingsSection findings={withoutPhotos} words={words} />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { name: "Findings" })).toBeTruthy();
    expect(screen.getByText("Multi-agent AI and expert review")).toBeTruthy();
    const reviewers = document.querySelector('[data-field="reviewers"]') as HTMLElement;
    expect(reviewers.textContent).toBe("Authenticator R-4K9Q2MLead authenticator R-Z81TXC");
    const rows = [...document.querySelectorAll("[data-point]")].map((row) => row.textContent);
    expect(rows[0]).toContain("Passed");
    expect(rows[0]).toContain("Stamp crisp and centred.");
    expect(rows[1]).toContain("Could not tell");
    expect(rows[2]).toBe("3Front · Failed");
    expect(document.querySelectorAll("img")).toHaveLength(0);
    unmount();

    const withPhotos = await findingsIn("en", words, evidence, [photo]);
    render(
      <I18nProvider language="en" messages={en} brand="Collect">
        <FindingsSection findings={withPhotos} words={words} />
      </I18nProvider>,
    );
    const image = screen.getByRole("img", { name: "Photo of the item: Front, with the reviewers' marks" });
    expect(image.getAttribute("src")).toBe(photo.url);
    const marks = [...document.querySelectorAll<HTMLElement>("[data-mark]")];
    expect(marks).toHaveLength(1);
    expect(marks[0]?.dataset.mark).toBe("1");
    expect(marks[0]?.style.left).toBe("25%");
    expect(marks[0]?.style.top).toBe("50%");
    expect(marks[0]?.style.width).toBe("20%");
    expect(marks[0]?.style.height).toBe("10%");
  });

  it("speaks Arabic on an Arabic page", async () => {
    const words = (await verifyCopy.load("ar")).findings;
    const findings = await findingsIn("ar", words, evidence, []);
    render(
      <I18nProvider language="ar" messages={ar} brand="Collect">
        <FindingsSection findings={findings} words={words} />
      </I18nProvider>,
    );
    const section = screen.getByRole("region", { name: "النتائج التفصيلية" });
    expect(within(section).getByText("ذكاء اصطناعي متعدد الوكلاء ومراجعة خبير")).toBeTruthy();
    expect(within(section).getByText("مطابقة")).toBeTruthy();
    expect(within(section).getByText("تعذّر الحسم")).toBeTruthy();
  });
});
