/**
 * The shared chrome in English: header, side menu, footer, cookie banner, language switcher,
 * error, not-found and redirect screens. Quoted texts of the specification are reproduced exactly.
 * `{brand}` is replaced by the configured brand name.
 */
export const en = {
  skipToContent: "Skip to main content",
  opensInNewTab: "(opens in a new tab)",
  header: {
    homeLabel: "{brand} home",
    businessSignIn: "BUSINESS SIGN IN",
    businessSignInShort: "BUSINESS",
    collectorSignIn: "COLLECTOR SIGN IN",
    collectorSignInShort: "Sign Up",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    menuTitle: "Menu",
    menuDescription: "Pages of the {brand} website",
  },
  nav: {
    business: "BUSINESS",
    collectCard: "COLLECT CARD",
    rewards: "REWARDS",
    benefits: "BENEFITS",
    brands: "BRANDS",
    pricing: "PRICING",
    guarantee: "GUARANTEE",
    contact: "CONTACT",
  },
  footer: {
    tagline:
      "AI-powered authentication for luxury goods and collectibles, with optional expert review. Based in London.",
    servicesHeading: "Services",
    services: {
      authentication: "Authentication services",
      whatWeAuthenticate: "What we authenticate",
      pricing: "Pricing",
      collectCard: "Collect Card",
      multiAgent: "Multi-agent AI",
      guarantee: "Financial guarantee",
    },
    companyHeading: "Company",
    company: {
      about: "About us",
      business: "For business",
      rewards: "Rewards and benefits",
      locations: "Locations",
      reports: "Industry reports",
      contact: "Contact us",
    },
    newsletterHeading: "Newsletter",
    newsletterText: "Authentication news, market data and new partner offers, about once a month.",
    socialHeading: "Follow us",
    statsHeading: "{brand} in numbers",
    stats: {
      accuracy: "accuracy",
      brands: "brands",
      value: "authenticated value",
      rating: "app store rating",
    },
    legalHeading: "Legal",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    cookies: "Cookie Policy",
    cookiePreferences: "Cookie preferences",
    rights: "© {year} {brand}. All rights reserved.",
  },
  cookies: {
    title: "Cookie Preferences",
    text: "We use essential cookies to make this site work. With your consent we also use analytics cookies to understand how the site is used and to measure our advertising.",
    changeLater:
      "You can change your preferences at any time from the footer. Read our {privacy} and {terms}.",
    privacyLink: "Privacy Policy",
    termsLink: "Terms of Service",
    acceptAll: "Accept All Cookies",
    rejectNonEssential: "Reject Non-Essential",
    showDetails: "Cookie Details",
    hideDetails: "Hide Details",
    close: "Close cookie banner",
    essentialTitle: "Essential Cookies",
    essentialText:
      "Needed for the site to work: your cookie choice, your language and your sign-in session. They cannot be disabled.",
    alwaysOn: "Always on",
    analyticsTitle: "Analytics Cookies",
    analyticsText:
      "A web analytics service counts visits and pages viewed, and a social ad pixel measures our campaigns. Used only if you accept.",
  },
  language: {
    label: "Language",
    current: "Language: {language}",
  },
  errors: {
    title: "Something went wrong",
    fallbackMessage: "An unexpected error occurred",
    tryAgain: "Try Again",
    routerFallback: "Unexpected Application Error!",
    notFoundCode: "404",
    notFoundTitle: "Oops! Page not found",
    notFoundText: "The page you are looking for does not exist or has moved.",
    returnHome: "Return to Home",
  },
  redirect: {
    title: "Redirecting to new location...",
    manualLink: "Continue to the new location",
  },
  legal: {
    lastUpdated: "Last updated: {date}",
    contents: "Contents",
    englishOnly: "This document is available in English.",
  },
} as const;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language bundle must fill, key for key. */
export type Messages = Widen<typeof en>;
