import type { Glossary } from "./types.ts";

/** French: one word per idea, "vous" throughout, and the French typographic rules. */
export const fr: Glossary = {
  register: "vous, partout (jamais tu).",
  terms: [
    {
      idea: "accuracy",
      term: "précision",
      refuse: [/fiabilité/i],
      note: "la fiabilité n'est pas un taux mesuré",
    },
    { idea: "vault", term: "coffre (le coffre, coffre numérique)", refuse: [/coffre-fort/i] },
    { idea: "plan", term: "offre (Offre Starter, offres entreprises)", refuse: [/\bforfaits?\b/i] },
    { idea: "Vault Subscription", term: "Abonnement Vault", refuse: [/Vault Subscription/] },
    { idea: "credit", term: "crédit", refuse: [] },
    { idea: "collector", term: "collectionneur", refuse: [] },
    { idea: "sneakers", term: "sneakers", refuse: [] },
    { idea: "physical card", term: "carte physique", refuse: [] },
    { idea: "trading cards", term: "cartes à collectionner", refuse: [] },
    { idea: "double points", term: "points x2", refuse: [/\{multiplier\}x/, /\b2x\b/] },
  ],
  typography: [
    "Appliquée par app/i18n/typography.ts (check-copy.ts la vérifie, check-copy.ts --fix l'écrit) :",
    "espace fine insécable (U+202F) avant ; : ! ? et à l'intérieur des guillemets « » ;",
    "espace insécable (U+00A0) entre un nombre et % : 15 % ; les nombres s'écrivent 1 000 (format.ts).",
    "Guillemets français « » ; apostrophe typographique ’ partout dans le texte courant.",
    "Virgule décimale : 4,8 ; 99,8 %.",
    "Heures sur 24 h (jamais am/pm) : 14 h 30 dans le texte, 14:30 dans les horaires.",
    "Montants en chiffres : 1 k dans les forfaits prépayés, 1 000 ailleurs.",
    "« À partir de 149 $US » sans « + » ; « plus de 200 marques » plutôt que « 200+ marques ».",
  ],
};
