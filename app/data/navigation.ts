import type { Messages } from "#app/i18n/messages.ts";

/** A navigation item: where it goes and the key of its translated label. */
export interface NavItem<K extends string> {
  to: string;
  label: K;
}

/** The side menu, in the specification's order. */
export const sideMenu: NavItem<keyof Messages["nav"]>[] = [
  { to: "/business", label: "business" },
  { to: "/collect-card", label: "collectCard" },
  { to: "/rewards-and-benefits", label: "rewards" },
  { to: "/benefits", label: "benefits" },
  { to: "/what-we-authenticate", label: "brands" },
  { to: "/pricing", label: "pricing" },
  { to: "/financial-guarantee", label: "guarantee" },
  { to: "/contact-us", label: "contact" },
];

export const footerServices: NavItem<keyof Messages["footer"]["services"]>[] = [
  { to: "/services", label: "authentication" },
  { to: "/what-we-authenticate", label: "whatWeAuthenticate" },
  { to: "/pricing", label: "pricing" },
  { to: "/collect-card", label: "collectCard" },
  { to: "/multi-agent-authentication", label: "multiAgent" },
  { to: "/financial-guarantee", label: "guarantee" },
  { to: "/verify", label: "verify" },
];

export const footerCompany: NavItem<keyof Messages["footer"]["company"]>[] = [
  { to: "/about", label: "about" },
  { to: "/business", label: "business" },
  { to: "/rewards-and-benefits", label: "rewards" },
  { to: "/locations", label: "locations" },
  { to: "/reports", label: "reports" },
  { to: "/contact-us", label: "contact" },
];

export const footerLegal: NavItem<"terms" | "privacy" | "cookies">[] = [
  { to: "/terms", label: "terms" },
  { to: "/privacy", label: "privacy" },
  { to: "/cookies", label: "cookies" },
];
