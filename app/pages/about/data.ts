/**
 * The /about page (spec 001 section 2 "About"): mission, story, what we do, who we serve,
 * leadership and partnerships. The people named here are this site's own team, written for
 * this site; claims shared with other pages come from claims.ts.
 */
import { accuracy, award, brandCounts, categoryCounts, headline, pipelineFigures } from "#app/data/claims.ts";

export const aboutMission = {
  title: "Trust should travel with the things we love",
  text: `Every year, collectors lose money and confidence to counterfeits that are harder to spot than ever. We exist so that anyone, anywhere, can know what they own or are about to buy, and prove it when they sell, insure or pass it on. We are based in ${headline.basedIn} and authenticate items for owners, buyers and businesses around the world.`,
} as const;

export interface TimelineEntry {
  period: string;
  title: string;
  text: string;
}

export const aboutTimeline: readonly TimelineEntry[] = [
  {
    period: "The beginning",
    title: "A problem we kept running into",
    text: "Our founders came from luxury resale and machine learning. They kept seeing the same thing: buyers waiting days for an expert opinion, and sellers with no way to prove an item was genuine once it left their hands.",
  },
  {
    period: "First models",
    title: "Teaching machines what experts look at",
    text: "We started with handbags, photographing stitching, stamps and hardware of genuine and counterfeit pieces side by side, and trained models to look where specialists look.",
  },
  {
    period: "Multi-agent pipeline",
    title: "From one model to a team of agents",
    text: `A single model could not know every brand. We built a multi-agent pipeline of ${pipelineFigures.agents} specialised agents across ${pipelineFigures.layers} orchestration layers, with human specialists reviewing whatever the agents are unsure of.`,
  },
  {
    period: "Recognition",
    title: award.short,
    text: `${award.text}, for recording certificates of authenticity in a way that anyone can verify.`,
  },
  {
    period: "Today",
    title: "The Collect Card and beyond",
    text: `We authenticate ${brandCounts.site} brands across ${categoryCounts.home} categories and link every authenticated item to a Collect Card that unlocks insurance, resale and rewards.`,
  },
];

export const aboutWhatWeDo: readonly { title: string; text: string }[] = [
  {
    title: "Authentication",
    text: `AI agents and human specialists check your photos and documents against the construction details of genuine items, with ${accuracy.general} accuracy.`,
  },
  {
    title: "Digital certificates",
    text: "Every verdict becomes a certificate that records what was checked and can be verified by a buyer, a marketplace or an insurer.",
  },
  {
    title: "The Collect Card",
    text: "A virtual or physical card that records ownership of authenticated items and unlocks insurance, resale, credit and loyalty rewards.",
  },
  {
    title: "Market pricing",
    text: "A condition-based market price with every authentication, so you know what your item is worth as well as what it is.",
  },
];

export const aboutAudiences: readonly { title: string; text: string }[] = [
  { title: "Collectors and owners", text: "Know what you own, insure it properly and sell it with proof." },
  { title: "Buyers", text: "Check an item before the money leaves your account." },
  { title: "Dealers and resellers", text: "Authenticate stock at scale and give every buyer a certificate." },
  {
    title: "Insurers and finance",
    text: "Underwrite and lend against items whose authenticity is on record.",
  },
  { title: "Auction houses", text: "Pre-sale authentication and condition reports for consigned lots." },
  { title: "Brands and marketplaces", text: "Protect your customers and your name from counterfeits." },
];

export interface Leader {
  name: string;
  role: string;
  bio: string;
}

export const aboutLeadership: readonly Leader[] = [
  {
    name: "Eleanor Marsh",
    role: "Chief Executive Officer",
    bio: "Leads the company and its partnerships. Spent her early career in luxury resale operations, where she saw first-hand what a counterfeit costs a buyer.",
  },
  {
    name: "Tomas Varga",
    role: "Chief Technology Officer",
    bio: "Leads the engineering and machine-learning teams that build the multi-agent authentication pipeline and the Collect Card platform.",
  },
  {
    name: "Priya Raman",
    role: "Head of Authentication",
    bio: "Leads the specialists who review flagged items and write the brand reference material the models are trained on.",
  },
  {
    name: "Jonah Whitfield",
    role: "Head of Partnerships",
    bio: "Works with auction houses, insurers, hotels and resellers who build on our authentication and the Collect Card.",
  },
];

export const aboutPartnerships: readonly { title: string; text: string; to: string; label: string }[] = [
  {
    title: "Auction houses",
    text: "Pre-sale authentication, condition reports and provenance research for consigned lots.",
    to: "/partnerships/auction-houses",
    label: "Auction house partnerships",
  },
  {
    title: "Writers and experts",
    text: "Guest posts, expert profiles and media enquiries for people who know luxury and collectibles.",
    to: "/partnerships/guest-posts",
    label: "Guest posts and media",
  },
  {
    title: "Businesses",
    text: "Authentication for retailers, marketplaces and resellers, built into your own workflow.",
    to: "/business",
    label: "Authentication for business",
  },
];
