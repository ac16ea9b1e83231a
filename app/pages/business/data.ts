/**
 * Copy and page-only figures of the business page (spec 001 section 2, "Business (/business)";
 * section 9). Cross-page figures are imported from claims.ts, categories.ts and plans.ts, never
 * restated here.
 */
import {
  accuracy,
  brandCounts,
  businessClaims,
  categoryCounts,
  headline,
  turnaround,
} from "#app/data/claims.ts";
import { prepaidCreditMonths } from "#app/data/plans.ts";

export const businessSeo = {
  title: "Enterprise AI Authentication Platform for Luxury Businesses",
  description: `Authenticate luxury goods and collectibles at scale with multi-agent AI: ${accuracy.business} accuracy, results in ${turnaround.businessResults}, ${businessClaims.costPerAuthentication} per item including the Collect Card, a REST API, webhooks and Liability+ cover.`,
  keywords: [
    "enterprise authentication platform",
    "AI authentication",
    "luxury authentication API",
    "counterfeit detection for marketplaces",
    "resale authentication",
    "Liability+ guarantee",
    "ROI calculator",
  ],
  serviceName: "Enterprise AI authentication",
} as const;

/** Embla settings of the page's carousels (spec 001 section 4), set explicitly. */
export { carouselMotion as bizCarouselMotion } from "#app/data/carousel.ts";

export const businessHero = {
  eyebrow: "For brands, retailers, marketplaces, auction houses and insurers",
  title: "Enterprise AI authentication for luxury goods and collectibles",
  lead: `Verify every handbag, watch, sneaker and trading card that passes through your business with multi-agent AI and expert review: ${accuracy.business} accuracy, results in ${turnaround.businessResults}, and ${businessClaims.costPerAuthentication} per authentication with the Collect Card included.`,
  demoLabel: "Book a Demo",
  contactLabel: "Talk to sales",
} as const;

/** Partners and integrations drawn as text wordmarks (fictional names, no logos reproduced). */
export const logoStrip = {
  heading: "Working with partners across the luxury resale chain",
  wordmarks: [
    { name: "Maison Ardent", style: "serif" },
    { name: "RELAY RESALE", style: "wide" },
    { name: "Northgate Auctions", style: "serif-italic" },
    { name: "vault&vine", style: "mono" },
    { name: "LUMEN MARKET", style: "wide" },
    { name: "Atelier Sable", style: "serif" },
  ],
} as const;

export type WordmarkStyle = (typeof logoStrip.wordmarks)[number]["style"];

export const problemSection = {
  heading: "Counterfeits cost you twice: in fraud and in time",
  intro:
    "Every fake that slips through becomes a refund, a chargeback or a lost customer, and every genuine item waiting in a mail-in queue is stock you cannot sell.",
  resaleHeading: "The resale market keeps growing",
  resaleNote: "Global luxury resale market, in US dollars (E: estimate).",
  stats: [
    {
      id: "return-fraud",
      label: "Return fraud",
      text: "Lost every year to fraudulent returns, where a copy comes back in place of the genuine item.",
    },
    {
      id: "traditional",
      label: "Traditional authentication",
      text: "The wait for manual, mail-in authentication while the item sits unsold.",
    },
    {
      id: "trust-gap",
      label: "Trust gap",
      text: "The trust gap between buyers and sellers of pre-owned luxury, which holds back sales.",
    },
  ],
} as const;

export const solutionSection = {
  heading: "One platform to authenticate, certify and earn",
  text: `Our specialised AI agents examine stitching, hardware, serial numbers and materials against a reference set of ${brandCounts.marketing} brands, and experts step in wherever confidence is low. Each verdict comes with a blockchain-backed certificate your buyers can check.`,
  architectureLink: "How the multi-agent AI works",
  calculatorHeading: "ROI calculator",
  calculatorIntro:
    "Enter how many products you authenticate each year and their category to estimate what the platform saves and earns you.",
  noScript:
    "The ROI calculator needs JavaScript to compute your figures. Turn it on, or book a demo and we will run the numbers with you.",
} as const;

export const collectCardSection = {
  heading: "Every authenticated item gets a Collect Card",
  text: "The Collect Card ties each certified item to its owner and their digital vault. Your customers tap their phone to share their vault or hand over ownership, earn points with every authentication, and unlock insurance, resale and credit against what they own.",
  points: [
    "A free virtual card for every customer, issued with the first authentication",
    "Ownership transfer at resale, with the certificate following the item",
    "Points that bring customers back to your store",
  ],
  learnMore: "Discover the Collect Card",
  explore: "See a Collect Card",
  signIn: "Card sign-in",
} as const;

export const howItWorks = {
  heading: "How it works",
  steps: [
    {
      title: "Connect",
      text: "Send items through the REST API, a bulk upload or the Zapier integration, with photos taken in store or in your warehouse.",
    },
    {
      title: "AI analysis",
      text: `Specialised agents inspect every detail in parallel, with processing taking ${turnaround.averageProcessing} on average.`,
    },
    {
      title: "Expert review",
      text: `Any item under ${businessClaims.confidenceThreshold} confidence goes to a human authenticator before a verdict is issued.`,
    },
    {
      title: "Certificate and card",
      text: `Results arrive in ${turnaround.businessResults} with a blockchain-backed certificate and a Collect Card for the item.`,
    },
  ],
} as const;

export const categoriesSection = {
  heading: "What we authenticate",
  intro: `${categoryCounts.business} categories, each with its own specialised agents and reference library of brands.`,
  carouselLabel: "Categories we authenticate",
  previous: "Previous category",
  next: "Next category",
  directoryLink: "See every brand we authenticate",
} as const;

export const benefitsSection = {
  heading: "Benefits for your business",
  items: [
    {
      title: "Lower cost, faster turnaround",
      text: `Replace mail-in checks with results in minutes and cut the cost and time of authentication by ${businessClaims.reduction}.`,
    },
    {
      title: "Accuracy you can stand behind",
      text: `${accuracy.business} accuracy across categories, with expert review for every borderline case.`,
    },
    {
      title: "Revenue on every item",
      text: "Each certified item can carry insurance, resale and credit offers, paid for by your customers, not by you.",
    },
    {
      title: "Customers who come back",
      text: "Points, partner hotel offers and member rewards give your buyers a reason to return.",
    },
  ],
  rewardsLink: "Explore rewards and benefits",
} as const;

export const guaranteeSection = {
  heading: "The Liability+ guarantee",
  intro: "Liability+ puts our balance sheet behind our verdicts, so your team can sell with confidence.",
  items: [
    { label: "Liability+ coverage window", value: businessClaims.liabilityPlusWindow },
    {
      label: "Cost of authentication, including the Collect Card",
      value: businessClaims.costPerAuthentication,
    },
    { label: "Cost and time reduction", value: businessClaims.reduction },
    { label: "Accuracy", value: accuracy.business },
  ],
  humanReview: `Items under ${businessClaims.confidenceThreshold} confidence need human review to be covered.`,
} as const;

export const pricingSection = {
  heading: "Business pricing",
  intro: "Monthly plans with authentications included, or pay annually and save.",
  tableCaption: "Business plans, prices in USD",
  mostPopular: "Most popular",
  creditsHeading: "Prepaid credits",
  creditsIntro: `Prepaid ${prepaidCreditMonths}-month credits for high volumes, price per authentication.`,
  creditsCaption: `Prepaid ${prepaidCreditMonths}-month credits, price per authentication in USD`,
} as const;

export const revenueStreams = {
  heading: "Revenue streams",
  text: "Authentication stops being a cost centre. Every item you certify can carry financial services your customers pay for, and you share in what they bring. Here is what they return on average for every 100 items.",
} as const;

/** Financial services unlocked by the Collect Card: average revenue per 100 items, USD. */
export const valueAddedServices = {
  heading: "Value-added services",
  intro: "Financial services unlocked by the Collect Card, with their average revenue per 100 items.",
  services: [
    {
      id: "card",
      name: "Collect Card",
      text: "Card issuance and activation for every certified item.",
      revenuePer100: 1200,
    },
    {
      id: "insurance",
      name: "Insurance",
      text: "Cover for authenticated items, priced on their certified value.",
      revenuePer100: 252,
    },
    {
      id: "resale",
      name: "Resale",
      text: "Certified listings that sell faster, with ownership transferred by card.",
      revenuePer100: 300,
    },
    {
      id: "credit",
      name: "Credit",
      text: "Credit and collateral against authenticated items.",
      revenuePer100: 175,
    },
  ],
  totalLabel: "Total per 100 items",
  perItems: "per 100 items",
  partnershipsLabel: "Talk to partnerships",
} as const;

export const apiSecurity = {
  heading: "API and security",
  integrationsHeading: "Integrations",
  integrations: [
    {
      name: "REST API",
      text: "Submit items, read verdicts and fetch certificates from your own systems.",
    },
    { name: "Webhooks", text: "Get each result pushed to you the moment it is ready." },
    {
      name: "Zapier",
      text: `Connect to more than ${businessClaims.zapierApps} apps without writing code.`,
    },
  ],
  securityHeading: "Security",
  security: [
    "Single sign-on (SSO) with role-based access",
    "Audit logs of every action",
    "GDPR compliance",
    "SOC 2 readiness",
    "Blockchain-backed certificates",
  ],
} as const;

export interface PressQuote {
  quote: string;
  /** The publication. */
  source: string;
  author: string;
  title: string;
}

export const socialProof = {
  heading: "Trusted by the trade",
  awardLabel: "Award",
  quotesHeading: "What the trade press says",
  quotes: [
    {
      quote:
        "Cutting authentication from a week-long mail-in process to minutes changes the economics of pre-owned luxury. Marketplaces can list faster and refund less.",
      source: "Resale Ledger",
      author: "Priya Natarajan",
      title: "Retail Technology Editor",
    },
    {
      quote:
        "The Collect Card is the clever part: every certificate becomes a channel for insurance and credit, turning a compliance cost into a revenue line.",
      source: "Atelier Commerce Weekly",
      author: "Tomas Lindqvist",
      title: "Senior Correspondent",
    },
    {
      quote:
        "Routing every low-confidence item to a human expert is exactly the safeguard insurers have been asking authentication providers for.",
      source: "The Provenance Review",
      author: "Hélène Marchetti",
      title: "Insurance and Risk Columnist",
    },
  ] satisfies PressQuote[],
  statsHeading: "In numbers",
  stats: [
    { value: headline.authenticatedValue, label: "authenticated value" },
    { value: headline.itemsAuthenticated, label: "items authenticated" },
    { value: headline.rating, label: "app store rating" },
    { value: headline.support, label: "support" },
  ],
  trustedBy:
    "Trusted by boutiques, resale marketplaces, auction houses and insurers in London and across Europe, who rely on our certificates every day to buy, sell and insure with confidence.",
} as const;

export const leadCapture = {
  heading: "Book a demo",
  text: "Tell us about your business and volumes. A specialist will show you the platform on your own items and prepare a tailored quote.",
  contactPrompt: "Prefer to write to us?",
  contactLink: "Contact us",
} as const;

/** The public Collect Card the page links to as an example. */
export const exampleCollectCardId = "example";
