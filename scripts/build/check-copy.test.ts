import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { checkCopy, fixTypography } from "./check-copy.ts";

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

  test("French puts a narrow no-break space before ; : ! ? and inside guillemets, a no-break one before %", () => {
    const root = tree({
      "pricing/copy/en.json": english,
      "pricing/copy/fr.json": {
        title: "Tarifs : «\u00a0Vault\u202f»",
        plans: {
          count: "{n, plural, one {# offre} many {# offres} other {# offres}}",
          from: "Dès {price}\u00a0!",
        },
        faqs: [{ q: "Pourquoi\u202f?", a: "Parce que\u202f; 15 % de remise." }],
      },
    });
    const fr = path.join(path.relative(process.cwd(), root), "pricing/copy/fr.json");
    expect(checkCopy(root)).toEqual([
      `${fr}: title: "ifs : «\u00a0Vault\u202f" where fr typography asks for a narrow no-break space (U+202F) after «`,
      `${fr}: title: "Tarifs : «\u00a0Vau" where fr typography asks for a narrow no-break space (U+202F) before :`,
      `${fr}: plans.from: "price}\u00a0!" where fr typography asks for a narrow no-break space (U+202F) before ; ! ?`,
      `${fr}: faqs[0].a: "e\u202f; 15 % de re" where fr typography asks for a no-break space (U+00A0) between a number and %`,
    ]);
  });

  test("French and Italian take the typographic apostrophe and « »; Arabic « »; times on 24 hours", () => {
    const root = tree({
      "home/copy/en.json": { ai: "How AI works", quote: 'The "Frankenwatch"', open: "Open at 9pm" },
      "home/copy/fr.json": {
        ai: "Comment fonctionne l\u2019IA",
        quote: "La «\u202fFrankenwatch\u202f»",
        open: "Ouvert à 21\u202fh",
      },
      "home/copy/it.json": {
        ai: "Come funziona l'IA",
        quote: "Il \u201cFrankenwatch\u201d",
        open: "Aperto alle 9 pm",
      },
      "home/copy/ar.json": {
        ai: "كيف يعمل الذكاء الاصطناعي",
        quote: 'ساعة "Frankenwatch"',
        open: "مفتوح حتى 21:00",
      },
    });
    const dir = path.relative(process.cwd(), root);
    expect(checkCopy(root)).toEqual([
      `${path.join(dir, "home/copy/ar.json")}: quote: "ساعة "Frankenwatch"" where ar typography asks for علامات التنصيص « »`,
      `${path.join(dir, "home/copy/it.json")}: ai: "iona l'IA" where it typography asks for the typographic apostrophe ’`,
      `${path.join(dir, "home/copy/it.json")}: quote: "Il \u201cFrankenwatch\u201d" where it typography asks for virgolette « » (without spaces inside)`,
      `${path.join(dir, "home/copy/it.json")}: open: "9 pm" on a 12-hour clock where it writes times on 24 hours`,
    ]);
  });

  test("Italian writes amounts in figures, never in words", () => {
    const root = tree({
      "offers/copy/en.json": { volume: "{thousands}k", name: "Richard Mille" },
      "offers/copy/it.json": {
        volume: "{thousands, plural, one {mille} other {# mila}}",
        name: "Richard Mille",
      },
    });
    expect(checkCopy(root)).toEqual([
      `${path.join(path.relative(process.cwd(), root), "offers/copy/it.json")}: volume: "mille" in words where Italian writes amounts in figures (1000, 20.000)`,
    ]);
  });

  test("--fix applies each language's typography in place and leaves keys, placeholders and addresses alone", () => {
    const root = tree({
      "faq/copy/en.json": { "it's": "It's {n}% off: really?", link: "https://example.com/a?b=c" },
      "faq/copy/fr.json": { "it's": "C'est {n}% de remise: vraiment?", link: "https://example.com/a?b=c" },
      "faq/copy/it.json": { "it's": 'È l\'{n}% di sconto: "davvero"?', link: "https://example.com/a?b=c" },
    });
    expect(
      fixTypography(root)
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(["fr.json", "it.json"]);
    expect(JSON.parse(readFileSync(path.join(root, "faq/copy/fr.json"), "utf8"))).toEqual({
      "it's": "C\u2019est {n}\u00a0% de remise\u202f: vraiment\u202f?",
      link: "https://example.com/a?b=c",
    });
    expect(JSON.parse(readFileSync(path.join(root, "faq/copy/it.json"), "utf8"))).toEqual({
      "it's": "È l\u2019{n}% di sconto: «davvero»?",
      link: "https://example.com/a?b=c",
    });
    expect(checkCopy(root)).toEqual([]);
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
      `${path.join(dir, "offer/copy/fr.json")}: off: "{n} % de ré" where fr typography asks for a no-break space (U+00A0) between a number and %`,
    ]);
  });
});
