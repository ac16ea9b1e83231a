import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { checkCopy } from "./check-copy.ts";

function tree(files: Record<string, unknown>): string {
  const root = mkdtempSync(path.join(tmpdir(), "copy-check-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), typeof content === "string" ? content : JSON.stringify(content));
  }
  return root;
}

const english = {
  title: "Pricing",
  plans: { count: "{n, plural, one {# plan} other {# plans}}", from: "From {price}" },
  faqs: [{ q: "Why?", a: "Because." }],
};

describe("the copy check", () => {
  test("a complete translation passes, with its own plural categories", () => {
    const root = tree({
      "pricing/copy/en.json": english,
      "pricing/copy/ar.json": {
        title: "الأسعار",
        plans: {
          count: "{n, plural, zero {لا خطط} one {خطة} two {خطتان} few {# خطط} many {# خطة} other {# خطة}}",
          from: "من {price}",
        },
        faqs: [{ q: "لماذا؟", a: "لأن." }],
      },
    });
    expect(checkCopy(root)).toEqual([]);
  });

  test("names the file and the key of every mismatch", () => {
    const root = tree({
      "pricing/copy/en.json": english,
      "pricing/copy/fr.json": {
        plans: { count: "{n, plural, one {# offre} two {# offres} other {# offres}}", from: "Dès {prix}" },
        faqs: [],
        extra: "?",
      },
      "pricing/copy/de.json": english,
    });
    const fr = path.join(path.relative(process.cwd(), root), "pricing/copy/fr.json");
    expect(checkCopy(root)).toEqual([
      `${path.join(path.relative(process.cwd(), root), "pricing/copy/de.json")}: not a language of the site (en, fr, it, ar)`,
      `${fr}: title: missing`,
      `${fr}: plans.count: plural branch "two" does not exist in fr`,
      `${fr}: plans.from: placeholders {prix} where English has {price}`,
      `${fr}: faqs: 0 items where English has 1`,
      `${fr}: extra: not in the English source`,
    ]);
  });

  test("French keeps its no-break spaces before high punctuation and inside guillemets", () => {
    const root = tree({
      "pricing/copy/en.json": english,
      "pricing/copy/fr.json": {
        title: "Tarifs : «\u00a0Vault\u00a0»",
        plans: {
          count: "{n, plural, one {# offre} many {# offres} other {# offres}}",
          from: "Dès {price} !",
        },
        faqs: [{ q: "Pourquoi\u00a0?", a: "Parce que." }],
      },
    });
    const fr = path.join(path.relative(process.cwd(), root), "pricing/copy/fr.json");
    expect(checkCopy(root)).toEqual([
      `${fr}: title: French puts a no-break space (U+00A0) where " :" has a plain one`,
      `${fr}: plans.from: French puts a no-break space (U+00A0) where " !" has a plain one`,
    ]);
  });

  test("a malformed English message is an error too", () => {
    const root = tree({ "x/en.json": { broken: "From {price" } });
    expect(checkCopy(root)).toEqual([
      `${path.join(path.relative(process.cwd(), root), "x/en.json")}: broken: unclosed "{" in "From {price"`,
    ]);
  });

  test("the build step fails on a translation that misses a key of the English source", () => {
    const root = tree({
      "home/copy/en.json": english,
      "home/copy/it.json": { ...english, title: undefined },
    });
    const script = path.join(import.meta.dirname, "check-copy.ts");
    const run = spawnSync(process.execPath, [script, root], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("home/copy/it.json: title: missing");
    const ok = spawnSync(process.execPath, [script, tree({ "home/copy/en.json": english })], {
      encoding: "utf8",
    });
    expect(ok.status).toBe(0);
  });

  test("refuses a count of minutes, hours, days or items that skips the plural rules", () => {
    const root = tree({
      "home/copy/en.json": { ago: "{n} min ago", within: "within {days} days" },
      "home/copy/ar.json": {
        ago: "قبل {n} دقيقة",
        within: "خلال {days, plural, one {يوم واحد} other {# يوم}}",
      },
    });
    const dir = path.relative(process.cwd(), root);
    expect(checkCopy(root)).toEqual([
      `${path.join(dir, "home/copy/en.json")}: within: "{days} days" counts without the plural rules (write {name, plural, ...})`,
      `${path.join(dir, "home/copy/ar.json")}: ago: "{n} دقيقة" counts without the plural rules (write {name, plural, ...})`,
    ]);
  });

  test("refuses a variant the language's glossary forbids, and keeps the English source free", () => {
    const root = tree({
      "faq/copy/en.json": { accuracy: "Accuracy", cards: "Trading cards" },
      "faq/copy/fr.json": { accuracy: "Fiabilité", cards: "Cartes à collectionner" },
      "faq/copy/ar.json": { accuracy: "الدقة", cards: "بطاقات التداول" },
    });
    const dir = path.relative(process.cwd(), root);
    expect(checkCopy(root)).toEqual([
      `${path.join(dir, "faq/copy/ar.json")}: cards: "بطاقات التداول" where the glossary says "البطاقات القابلة للجمع" for trading cards`,
      `${path.join(dir, "faq/copy/fr.json")}: accuracy: "Fiabilité" where the glossary says "précision" for accuracy`,
    ]);
  });

  test("French spaces its percent sign; Arabic text takes Arabic commas", () => {
    const root = tree({
      "offer/copy/en.json": { off: "{n}% off", list: "Bags, watches" },
      "offer/copy/fr.json": { off: "{n} % de réduction", list: "Sacs, montres" },
      "offer/copy/ar.json": { off: "خصم {n}%", list: "الحقائب, الساعات" },
    });
    const dir = path.relative(process.cwd(), root);
    expect(checkCopy(root)).toEqual([
      `${path.join(dir, "offer/copy/ar.json")}: list: Arabic text takes "،", "؛" and "؟" where "ب," has a Latin sign`,
      `${path.join(dir, "offer/copy/fr.json")}: off: French puts a no-break space (U+00A0) where " %" has a plain one`,
    ]);
  });
});
