import { itemCategories } from "#app/data/categories.ts";
import { categoryCounts } from "#app/data/claims.ts";
import { homeHotelOffers } from "#app/data/hotels.ts";
import { consumerProducts } from "#app/data/plans.ts";
import { rewardsOfferLine } from "#app/data/rewards-offers.ts";
import { englishMonthNames } from "#app/i18n/dates.ts";
import { format } from "#app/i18n/messages.ts";

/**
 * The home page in English; the other bundles have exactly this shape (checked by the type and by
 * home-bundles.test.ts). `{brand}` is replaced by the configured brand name. Brand names, figures
 * and the quoted award text are not part of the bundles: they come from the content modules, and
 * each bundle words them with its own templates (`{stay}`, `{percent}`, `{count}`, ...), filled in
 * here. The English names of categories, hotel offers and consumer products, and the English
 * wording of their figures, are the shared modules' own.
 */
export const homeEn = {
  meta: {
    title: "Authenticate luxury goods and collectibles with AI and expert review",
    description:
      "Authenticate handbags, watches, sneakers, jewelry and collectibles with a multi-agent AI and optional human review. Your first authentication is included and registration is free.",
    keywords: [
      "luxury authentication",
      "AI authentication",
      "authenticate handbags",
      "watch authentication",
      "sneaker authentication",
      "collectibles authentication",
      "Collect Card",
      "digital certificate",
    ],
  },
  hero: {
    eyebrow: "Authentication for luxury goods and collectibles",
    title: "Know it's real. Own it with proof.",
    lead: "Photograph your item, and our multi-agent AI, with an expert reviewer when you want one, tells you whether it is authentic. Each result is tied to your Collect Card and unlocks insurance, resale, credit and hotel rewards.",
    freeNote: "Your first authentication is included. Registration is free.",
    primary: "Get your free Collect Card",
    secondary: "Solutions for business",
    play: "Play the {brand} film",
    videoTitle: "How {brand} authenticates an item",
    videoDescription:
      "A short film without speech: photographs go in, the agents compare them with known markers, and a certificate comes out.",
    closeVideo: "Close the video",
    legalIntro: "By signing up you accept our",
    terms: "Terms of Service",
    legalJoin: "and",
    privacy: "Data Processing notice",
    awardLabel: "Award",
  },
  rewards: {
    heading: "Member rewards",
    intro: "Authenticated items earn points you can spend on stays at partner hotels.",
    pillsLabel: "Choose a rewards offer",
    previous: "Previous offer",
    next: "Next offer",
    cta: "Explore rewards and benefits",
    offers: {
      rosewood: {
        pill: "Caribbean",
        location: "Little Dix Bay, British Virgin Islands",
        offer: rewardsOfferLine("rosewood", "{stay} nights for the price of {pay}"),
        deal: "Book with your Collect Card and the fourth night is on us.",
        experience: "Beachfront suites, a private sunset sail and breakfast every morning.",
        tagline: "Island time, earned by your collection.",
      },
      joali: {
        pill: "Maldives",
        location: "Raa Atoll, Maldives",
        offer: rewardsOfferLine("joali", "{stay} nights for the price of {pay}"),
        deal: "Stay a week in an overwater villa and pay for five nights.",
        experience: "Seaplane transfer, a house reef at your door and an art-filled island.",
        tagline: "A week above the lagoon.",
      },
      "four-seasons": {
        pill: "Worldwide",
        location: "Selected resorts worldwide",
        offer: rewardsOfferLine("four-seasons", "{percent}% off selected dates"),
        deal: "Save on the best available rate at participating resorts.",
        experience: "Mountain, jungle and coastal retreats with members' welcome amenities.",
        tagline: "Wherever the season takes you.",
      },
    },
  },
  collectCard: {
    heading: "The Collect Card: proof of ownership in your pocket",
    body: "Every item you authenticate is registered to your Collect Card. The virtual card is free; the physical card is sold only through authorised resellers.",
    points: [
      "Tap your phone to share your public vault or transfer ownership",
      "Insurance against theft, loss and damage for authenticated items",
      "Loyalty points on every authentication",
    ],
    cta: "Discover the Collect Card",
  },
  builtFor: {
    heading: "Who we're built for",
    intro: format(
      "Collectors, buyers and dealers across {count} categories, from a first handbag to a vault of watches.",
      { count: categoryCounts.home },
    ),
    carouselLabel: "Categories we authenticate",
    recentLabel: "Recent authentications",
    authentic: "Authentic",
    minutesAgo: "{n} min ago",
    hoursAgo: "{n} h ago",
    categories: Object.fromEntries(
      itemCategories.map((c) => [
        c.id,
        {
          title: c.name,
          alt: `Illustration for ${c.name.toLowerCase()}: a gold line drawing on a dark ground`,
        },
      ]),
    ) as Record<string, { title: string; alt: string }>,
    brandsHeading: "Featured brands",
    brandsIntro: "Some of the houses whose pieces we authenticate every day.",
    brandsLabel: "Featured brands",
  },
  carousel: {
    previous: "Previous slide",
    next: "Next slide",
    slide: "{n} of {total}",
  },
  steps: {
    heading: "Three steps to a certified item",
    items: {
      submit: {
        title: "Submit Photos",
        body: "Photograph the item, its labels and serial numbers, and add certificates or receipts if you have them.",
      },
      review: {
        title: "AI + Human Review",
        body: "Specialised agents check brand markers and condition. Before your card ships you can ask for an expert to review the result too.",
      },
      unlock: {
        title: "Unlock Benefits",
        body: "Your certificate activates on your Collect Card: insurance, resale, credit and hotel rewards follow.",
      },
    },
  },
  rewardsGrid: {
    heading: "Rewards and benefits",
    intro: "What an authenticated item does for you once it is on your card.",
    tiles: {
      insurance: {
        title: "VaultCare insurance",
        body: "Cover against theft, loss and damage, based on the authenticated value.",
      },
      hotels: {
        title: "Luxury hotel offers",
        body: "Member rates and extra nights at partner hotels around the world.",
      },
      resale: {
        title: "Easy resale",
        body: "List with a certificate buyers trust and sell with less back and forth.",
      },
      credit: {
        title: "Credit and collateral",
        body: "Use authenticated pieces as collateral with partner lenders.",
      },
    },
    more: "Learn more",
  },
  hotels: {
    heading: "Hotel offers for members",
    intro: "Partner hotels on four continents. Pay with points or use your member rate.",
    carouselLabel: "Hotel offers",
    imageAlt: "Illustration of {name}",
    offers: Object.fromEntries(
      homeHotelOffers.map((h) => [
        h.id,
        { location: h.location, offer: h.offer, details: h.details, label: h.label, action: h.actionText },
      ]),
    ) as Record<string, { location: string; offer: string; details: string; label: string; action: string }>,
  },
  pricing: {
    heading: "Consumer pricing",
    intro: "Start free, pay per authentication, or subscribe if you authenticate every month.",
    products: Object.fromEntries(
      consumerProducts.map((p) => [
        p.id,
        { title: p.title, description: p.description, price: p.price, includes: [...p.includes] },
      ]),
    ) as Record<string, { title: string; description: string; price: string; includes: string[] }>,
    cta: "See all pricing",
  },
  ai: {
    heading: "Multi-agent AI",
    intro: "Not one model, but a team of them, each trained for one question, combined by an orchestrator.",
    tabsLabel: "How the AI works",
    figures: {
      accuracy: "accuracy",
      agents: "specialised agents",
      dataPoints: "training data points",
      layers: "orchestration layers",
    },
    panels: {
      specialized: {
        name: "Specialized agents",
        title: "One agent for every question",
        description:
          "A vision engine identifies brand and model and assesses condition; a deep authentication engine checks brand-specific markers and looks for super-clones; a pricing engine researches the market.",
        tagline: "Experts in stitching, serials, hardware and fonts.",
      },
      orchestration: {
        name: "Orchestration",
        title: "A master orchestrator weighs every opinion",
        description:
          "The orchestrator combines the agents' findings into one verdict, a condition-based market price and an executive summary, and sends uncertain cases to a human expert.",
        tagline: "Many opinions, one clear answer.",
      },
      dataset: {
        name: "Dataset",
        title: "Trained on the details counterfeiters miss",
        description:
          "Authentic references and known fakes, labelled by specialists, across every category we authenticate, refreshed as new counterfeits appear.",
        tagline: "Every authentication makes the next one sharper.",
      },
    },
  },
  press: {
    /** Month names of the quotes' dates (CLDR, wide, format context). */
    months: englishMonthNames as readonly string[],
    heading: "What our partners say",
    rating: "Rated {rating} out of 5",
    quotes: {
      "vault-review": {
        quote:
          "The first service that gave our consignors an answer the same afternoon, with a certificate buyers actually read.",
        title: "Head of Consignment",
      },
      "horology-ledger": {
        quote:
          "It flagged a re-dialled Submariner that had passed two in-person checks. We now authenticate every watch before listing.",
        title: "Senior Watch Editor",
      },
      "resale-quarterly": {
        quote:
          "Linking the certificate to a card the owner carries is what makes resale simpler for everyone involved.",
        title: "Market Analyst",
      },
    },
  },
  finalCta: {
    heading: "Authenticate your first item today",
    body: "Your first authentication is included and registration is free. It takes a few photos.",
    primary: "Get your free Collect Card",
    secondary: "See pricing",
  },
};

export type HomeCopy = typeof homeEn;
