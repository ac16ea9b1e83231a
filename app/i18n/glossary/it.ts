import type { Glossary } from "./types.ts";

/** Italian: one word per idea, the register, and the Italian typographic rules. */
export const it: Glossary = {
  register:
    "voi nelle pagine per le aziende (/business) e in tutti i testi nuovi; le pagine per i privati usano ancora il tu e passano al voi pagina per pagina.",
  terms: [
    {
      idea: "accuracy",
      term: "precisione",
      refuse: [/affidabilit/i],
      onlyFor: /accuracy/,
      note: "affidabilità resta per confidence",
    },
    { idea: "confidence", term: "affidabilità", refuse: [] },
    { idea: "sneakers", term: "sneaker (invariabile)", refuse: [/\bsneakers\b(?! street)/i] },
    { idea: "step", term: "passaggio", refuse: [/\bPasso \{/, /\b[Tt]re passi\b/] },
    { idea: "cookie policy", term: "Informativa sui cookie", refuse: [/Cookie Policy/i] },
    { idea: "reseller", term: "rivenditore", refuse: [/\breseller\b/i] },
    { idea: "Vault Subscription", term: "Abbonamento Vault", refuse: [/Vault Subscription/] },
    { idea: "double points", term: "punti doppi", refuse: [/\{multiplier\}x/, /\b2x\b/] },
  ],
  typography: [
    "Virgola decimale: 4,8; 99,8%.",
    "Migliaia col punto: 1.000, 20.000 (mai «mille», «5 mila»).",
    "Apostrofo tipografico ’ nel testo corrente; virgolette « ».",
    "Orari sulle 24 ore: 14:30.",
  ],
};
