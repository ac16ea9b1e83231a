import { analyticsCookieLifetimeDays, cookieRetention } from "./policy.ts";
import type { LegalContext, LegalDocument } from "./types.ts";

/** Cookie Policy (UK PECR and GDPR): what is stored in your browser, why, for how long, and your choices. */
export function cookiePolicy(ctx: LegalContext): LegalDocument {
  const { brand, legalEmail, siteUrl } = ctx;
  const analyticsRetention = `Expires after ${analyticsCookieLifetimeDays} days in our set-up (maximum for analytics: ${cookieRetention.analytics})`;
  return {
    title: "Cookie Policy",
    summary: `Which cookies and browser storage entries ${brand} uses, why, for how long, and how you can change your choice at any time.`,
    lastUpdated: "2026-11-21",
    sections: [
      {
        id: "about-cookies",
        heading: "About cookies and browser storage",
        blocks: [
          {
            kind: "paragraph",
            text: 'Cookies are small text files that a website places in your browser. Browser storage (local storage) works in a similar way: it lets a website keep small pieces of information on your device between visits. In this policy, "cookies" covers both.',
          },
          {
            kind: "paragraph",
            text: `This policy explains the cookies used on ${siteUrl} and our sign-in site. It should be read together with our Privacy Policy at ${siteUrl}/privacy, which explains how we handle personal data more generally.`,
          },
        ],
      },
      {
        id: "how-we-use-cookies",
        heading: "How we use cookies",
        blocks: [
          {
            kind: "paragraph",
            text: "We use two categories of cookies:",
          },
          {
            kind: "list",
            items: [
              "Essential: needed for the website to work as you expect, for example to remember your cookie choice and language and to keep you signed in. The law allows these without consent, and they cannot be switched off in our banner.",
              "Analytics: help us understand how visitors use the website and measure the effect of our advertising. These include a web analytics service and a social advertising pixel. They are used only if you consent, and nothing in this category is loaded before you do.",
            ],
          },
        ],
      },
      {
        id: "cookies-we-use",
        heading: "The cookies we use",
        blocks: [
          {
            kind: "table",
            caption: "Cookies and browser storage entries, their purpose, category and retention",
            head: ["Name", "Type", "Purpose", "Category", "Retention"],
            rows: [
              [
                "collect-cookie-consent",
                "Browser storage",
                "Remembers whether you accepted or rejected non-essential cookies, so that the banner is not shown again.",
                "Essential",
                cookieRetention.preferences,
              ],
              [
                "language",
                "Browser storage",
                "Remembers the language you chose for the website.",
                "Essential",
                cookieRetention.preferences,
              ],
              [
                "auth_token",
                "Browser storage",
                "Holds your sign-in token after you sign in, so that you stay signed in to your account.",
                "Essential",
                cookieRetention.authentication,
              ],
              [
                "_ga",
                "Cookie (Google Analytics 4)",
                "Distinguishes visitors with a random identifier so that visits can be counted in aggregated statistics.",
                "Analytics",
                analyticsRetention,
              ],
              [
                "_ga_<ID>",
                "Cookie (Google Analytics 4)",
                "Keeps track of the current visit (session) for the same aggregated statistics.",
                "Analytics",
                analyticsRetention,
              ],
              [
                "_fbp",
                "Cookie (Meta Pixel)",
                "Lets Meta recognise visits from our advertising and measure their results, such as page views and purchases.",
                "Analytics",
                cookieRetention.analytics,
              ],
            ],
          },
        ],
      },
      {
        id: "analytics-providers",
        heading: "Analytics and advertising providers",
        blocks: [
          {
            kind: "paragraph",
            text: `With your consent, we use Google Analytics 4, provided by Google, and the Meta Pixel, provided by Meta. We have configured Google Analytics to anonymise IP addresses, to keep Google signals and advertising personalisation signals switched off, and to let its cookies expire after ${analyticsCookieLifetimeDays} days. These providers may process data outside the United Kingdom; our Privacy Policy explains the safeguards we rely on. Meta handles the data it receives under its own privacy policy.`,
          },
          {
            kind: "paragraph",
            text: "Some pages offer a video that is loaded from a video host only when you click to play it. Until then, the video host sets nothing in your browser; once you play the video, its own cookie policy applies.",
          },
        ],
      },
      {
        id: "your-choices",
        heading: "Changing your preferences",
        blocks: [
          {
            kind: "paragraph",
            text: "When you first visit the website, a banner asks for your choice:",
          },
          {
            kind: "list",
            items: [
              "Accept All Cookies: allows the analytics cookies as well as the essential ones.",
              "Reject Non-Essential: only essential cookies and storage are used.",
            ],
          },
          {
            kind: "paragraph",
            text: "You can change your mind at any time with the Cookie preferences control in the footer of every page, which opens the banner again. If you withdraw your consent, we stop sending analytics data straight away and do not load the analytics services again. Cookies they have already set remain in your browser until they expire or you delete them.",
          },
          {
            kind: "paragraph",
            text: "You can also block or delete cookies and browser storage in your browser settings. If you block essential entries, parts of the website may not work properly, for example you may be signed out or asked for your cookie choice on every visit.",
          },
        ],
      },
      {
        id: "changes-and-contact",
        heading: "Changes and contact",
        blocks: [
          {
            kind: "paragraph",
            text: `We will update this policy if the cookies we use change, and the date at the top shows when it was last updated. If we add a new non-essential cookie, we will ask for your consent again. For any question, email ${legalEmail} or use our contact form at ${siteUrl}/contact-us.`,
          },
        ],
      },
    ],
  };
}
