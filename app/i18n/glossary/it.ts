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
    "Applicata da app/i18n/typography.ts (check-copy.ts la verifica, check-copy.ts --fix la scrive):",
    "apostrofo tipografico ’ nel testo corrente; virgolette « » senza spazi interni.",
    "Virgola decimale: 4,8; 99,8%.",
    "Importi in cifre, mai in lettere: 1000, 5000, 20.000 (format.ts, regola CLDR delle quattro cifre); 1K, 5K, 20K nei pacchetti prepagati.",
    "Orari sulle 24 ore (mai am/pm): 14:30.",
  ],
};
