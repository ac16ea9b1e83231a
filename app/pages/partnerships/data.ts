/**
 * The two partnership pages (spec 001 section 2 "Partnerships"): guest posts, expert profiles
 * and media; auction partners. Static marketing copy; auction turnarounds are shared claims.
 */
import { turnaround } from "#app/data/claims.ts";

export interface PartnershipOffer {
  id: string;
  title: string;
  text: string;
  points: readonly string[];
}

export const guestPostsPage = {
  title: "Guest Posts, Expert Profiles and Media",
  description:
    "Write for our guides, join our network of named experts, or reach our press team: how to pitch, what we publish and how we work with contributors.",
  lead: "Our guides are read by collectors deciding whether to buy, sell or insure. If you know a brand, a category or the market inside out, we would like to publish your work and credit you for it.",
  offers: [
    {
      id: "guest-posts",
      title: "Guest posts",
      text: "Practical, original articles that help collectors make better decisions.",
      points: [
        "Authentication know-how for a brand, model or era",
        "Market analysis with sources a reader can check",
        "Care, storage, restoration and insurance advice",
        "Articles of 1,200 to 2,500 words, written for this site and not published elsewhere",
      ],
    },
    {
      id: "expert-profiles",
      title: "Expert profiles",
      text: "A profile page for specialists we quote and consult, linked from every article you contribute to.",
      points: [
        "Your name, specialism and credentials, written with you",
        "Links to your own business or publications",
        "Invitations to review guides in your field before they go live",
      ],
    },
    {
      id: "media",
      title: "Media and press",
      text: "Journalists and producers covering counterfeits, resale and collecting can reach our team directly.",
      points: [
        "Comment from our authentication specialists",
        "Explanations of how counterfeits are made and detected",
        "Help finding the right expert for a story",
      ],
    },
  ] satisfies PartnershipOffer[],
  guidelines: [
    "Pitch first: send a title, three to five bullet points and a few lines about yourself.",
    "Write from experience and cite your sources; no paid links or promotional copy.",
    "We edit for clarity and accuracy, and you approve the final version before publication.",
    "Contributors are credited by name with a link to their profile.",
  ],
} as const;

export const auctionHousesPage = {
  title: "Authentication for Auction Houses",
  description:
    "Pre-sale authentication, condition reports and provenance research for auction houses, with turnarounds built around your sale calendar.",
  lead: "A withdrawn lot costs an auction house its fee and its reputation. We authenticate consigned handbags, watches, jewelry and collectibles before the catalogue goes to print, and stand behind the result with a certificate your bidders can verify.",
  services: [
    {
      title: "Pre-sale authentication",
      turnaround: turnaround.preSale,
      text: "Every consigned lot checked before cataloguing, with a shareable certificate for the listing.",
    },
    {
      title: "Condition reports",
      turnaround: turnaround.conditionReport,
      text: "Written condition reports with close-up photos, ready to send to bidders who ask.",
    },
    {
      title: "Provenance research",
      turnaround: turnaround.provenance,
      text: "Research into an item's history, papers and previous sales where the value depends on it.",
    },
    {
      title: "Emergency authentication",
      turnaround: turnaround.emergency,
      text: "For late consignments and questions raised during the viewing days.",
    },
  ],
  benefits: [
    "Fewer withdrawn lots and post-sale disputes",
    "Certificates bidders can verify from the catalogue",
    "Specialists for handbags, watches, jewelry and collectibles in one place",
    "Volume pricing and a named contact for every sale",
  ],
  steps: [
    { title: "Tell us about your sales", text: "Categories, lot volumes and your cataloguing deadlines." },
    {
      title: "Send lots as they arrive",
      text: "Upload photos for each lot as consignments arrive, with any papers and previous condition notes.",
    },
    {
      title: "Publish with confidence",
      text: "Receive verdicts, condition reports and certificates ready for the catalogue.",
    },
  ],
} as const;
