import type { Glossary } from "./types.ts";

/**
 * Forms that only the tu register has: its pronouns and possessives, and second-person singular
 * verbs and imperatives that no voi, lei or third-person sentence shares ("scopri" is the tu
 * imperative or present, never voi's "scoprite"). Verbs of the first conjugation ("verifica",
 * "carica") are left out: they are also nouns or the third person.
 */
const tuRegister =
  /(?<![\p{L}’'])(?:tu|te|ti|tuo|tua|tuoi|tue|puoi|vuoi|hai|devi|sai|stai|sei sicur\p{L}|accedi|scopri|scegli|inserisci|iscriviti|contattaci|scrivici|ricevi|riprova|attendi|chiudi|apri|aggiungi|chiedi|sappi|riceverai|potrai)(?!\p{L})|l’hai\b/iu;

/** Italian: one word per idea, the register, and the Italian typographic rules. */
export const it: Glossary = {
  register:
    "voi in ogni pagina e messaggio (vostro, potete, scoprite, accedete); i testi legali restano al lei. Il controllo rifiuta le forme del tu (tuRegister).",
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
    {
      idea: "the reader (register)",
      term: "voi (vostro, potete, scoprite)",
      refuse: [tuRegister],
      note: "il tu non si usa più; «registrati», «abbonati», «verifica» restano ambigui e non sono rifiutati",
    },
  ],
  typography: [
    "Applicata da app/i18n/typography.ts (check-copy.ts la verifica, check-copy.ts --fix la scrive):",
    "apostrofo tipografico ’ nel testo corrente; virgolette « » senza spazi interni.",
    "Virgola decimale: 4,8; 99,8%.",
    "Importi in cifre, mai in lettere: 1000, 5000, 20.000 (format.ts, regola CLDR delle quattro cifre); 1K, 5K, 20K nei pacchetti prepagati.",
    "Orari sulle 24 ore (mai am/pm): 14:30.",
  ],
};
