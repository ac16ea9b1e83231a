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
    "Espace insécable (U+00A0, ou fine U+202F) avant ; : ! ? % et à l'intérieur des guillemets « » (vérifié par check-copy) ; les nombres s'écrivent 1 000 (format.ts).",
    "Guillemets français « » ; apostrophe typographique ’ dans le texte courant.",
    "Virgule décimale : 4,8 ; 99,8 %.",
    "Heures sur 24 h : 14 h 30.",
    "« À partir de 149 $US » sans « + » ; « plus de 200 marques » plutôt que « 200+ marques ».",
  ],
};
