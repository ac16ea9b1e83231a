import type { Glossary } from "./types.ts";

/** Arabic: one word per idea, the register, and the Arabic typographic rules. */
export const ar: Glossary = {
  register: "مخاطبة المفرد المذكّر بصيغة محايدة قدر الإمكان، بالفصحى المعاصرة.",
  terms: [
    {
      idea: "collector",
      term: "هاوي الجمع / هواة الجمع",
      refuse: [/جامع(?!ة)/, /مقتنين|مقتنون/],
      note: "«للجامع» قد تُقرأ «للمسجد الجامع»",
    },
    { idea: "physical card", term: "البطاقة المادية", refuse: [/البطاقة الفعلية/, /Card الفعلية/] },
    { idea: "credits", term: "وحدات التوثيق (وحدة، وحدتان، وحدات)", refuse: [/أرصدة/] },
    {
      idea: "trading cards",
      term: "البطاقات القابلة للجمع",
      refuse: [/بطاقات? (?:ال)?تداول/],
      note: "«التداول» تُقرأ تداول الأسهم",
    },
    {
      idea: "vault",
      term: "الخزنة (اشتراك الخزنة)",
      refuse: [/\bVault\b/],
      note: "لا تُكتب بالحروف اللاتينية",
    },
    { idea: "double points", term: "نقاط مضاعفة", refuse: [/\{multiplier\}x/] },
  ],
  typography: [
    "الفاصلة العربية «،» والفاصلة المنقوطة «؛» وعلامة الاستفهام «؟» في النص العربي.",
    "الأرقام اللاتينية 0-9، والفاصل العشري نقطة.",
    'علامات التنصيص « » (تطبّقها app/i18n/typography.ts)، لا " " ولا “ ”.',
    "الوقت بنظام 24 ساعة: 14:30 (لا ص/م).",
  ],
};
