import { privacyPeriods } from "./policy.ts";
import type { LegalContext, LegalDocument } from "./types.ts";

/** Privacy Policy (UK GDPR, EU GDPR, Data Protection Act 2018, PECR). */
export function privacyPolicy(ctx: LegalContext): LegalDocument {
  const { brand, legalEmail, siteUrl } = ctx;
  return {
    title: "Privacy Policy",
    summary: `How ${brand} collects, uses, shares and protects personal data on this website and on our sign-in site, and how you can exercise your rights under UK and EU data protection law.`,
    lastUpdated: "2026-11-21",
    sections: [
      {
        id: "who-we-are",
        heading: "Who we are",
        blocks: [
          {
            kind: "paragraph",
            text: `${brand} authenticates luxury goods and collectibles, such as handbags, watches, jewellery, sneakers and trading cards, and issues digital certificates for the items it authenticates. We are based in London, United Kingdom, and we are the controller of the personal data described in this policy. This means we decide why and how that data is used, and we are responsible for it under the UK General Data Protection Regulation (UK GDPR), the Data Protection Act 2018 and, where it applies to you, the EU General Data Protection Regulation (EU GDPR).`,
          },
          {
            kind: "paragraph",
            text: `This policy covers our public website at ${siteUrl} and our sign-in site on the "collect" subdomain, where you create an account, submit items for authentication and manage your certificates, Collect Card and vault. Partners who provide their own services to you, such as hotels, insurers, resale platforms or credit providers, handle your data under their own privacy notices, which we will point you to before you use their offers.`,
          },
        ],
      },
      {
        id: "what-we-collect",
        heading: "What we collect and why",
        blocks: [
          {
            kind: "paragraph",
            text: "We collect only what we need for each purpose, mostly directly from you.",
          },
          {
            kind: "table",
            caption: "Personal data we collect, where it comes from and what we use it for",
            head: ["Where", "What we collect", "What we use it for"],
            rows: [
              [
                "Newsletter sign-up",
                "Your email address",
                "Sending our newsletter until you unsubscribe, using the link in every email or by writing to us.",
              ],
              [
                "Contact form",
                "First name, last name, email address, subject and your message",
                "Reading and answering your message and keeping a record of our exchange.",
              ],
              [
                "Business demo request",
                "Name, email address, company, expected monthly volume, use case, your message and your consent to be contacted",
                "Assessing your request, preparing a demonstration and contacting you about it.",
              ],
              [
                "Account on the sign-in site",
                "Name, email address, sign-in details and sign-in token, account settings, your Collect Card and vault contents, loyalty points balance",
                "Creating and running your account, keeping you signed in, and providing the features you use.",
              ],
              [
                "Authentication submissions",
                "Photographs, descriptions, serial or reference numbers and any documents you choose to upload about an item, and the results we produce",
                "Carrying out the authentication (by our AI pipeline and, where chosen, a human expert), issuing the certificate, keeping a record of the result and checking the quality of our work.",
              ],
              [
                "Purchases and subscriptions",
                "Credits bought, subscription plan, transaction records and billing details",
                "Taking payment, managing your Vault Subscription and keeping accounting records. Card payments are handled by our payment provider; we do not receive or store your full card number.",
              ],
              [
                "Analytics, only with your consent",
                "Pseudonymous identifiers in cookies, pages viewed, approximate location derived from an anonymised IP address, device and browser type, and events such as completed purchases",
                "Understanding how the website is used, improving it and measuring the effect of our advertising.",
              ],
              [
                "Every visit",
                "IP address, browser type, requested addresses and time of request, recorded by our servers",
                "Delivering the website, keeping it secure and investigating misuse.",
              ],
            ],
          },
          {
            kind: "paragraph",
            text: `Analytics and the social advertising pixel are loaded only after you select Accept All Cookies in our cookie banner. If you reject non-essential cookies, no analytics data is collected. Our Cookie Policy at ${siteUrl}/cookies explains each cookie and storage entry we use.`,
          },
          {
            kind: "paragraph",
            text: "We do not ask for special category data, such as health or biometric data. Please do not include it, or anyone else's personal data, in messages, photographs or documents you send us.",
          },
        ],
      },
      {
        id: "lawful-bases",
        heading: "Our lawful bases",
        blocks: [
          {
            kind: "paragraph",
            text: "Data protection law requires a lawful basis for each use of personal data. We rely on the following:",
          },
          {
            kind: "list",
            items: [
              "Contract: to create and run your account, authenticate your items, issue certificates, provide your Collect Card and vault, take payment and manage subscriptions. Without this data we cannot provide these services.",
              "Consent: for analytics cookies and the advertising pixel, for the newsletter, and for contacting you about a business demo. You can withdraw your consent at any time; doing so does not affect what happened before.",
              "Legitimate interests: to answer contact messages, to keep our services secure and prevent fraud (including attempts to certify counterfeit or stolen goods), to check and improve the quality of our authentication work, and to establish or defend legal claims. We weigh these interests against your rights and you may object to them.",
              "Legal obligation: to keep tax and accounting records, to meet other legal and regulatory obligations that apply to us, and to respond to lawful requests from authorities.",
            ],
          },
        ],
      },
      {
        id: "sharing",
        heading: "Who we share data with",
        blocks: [
          {
            kind: "paragraph",
            text: "We do not sell your personal data. We share it only as follows:",
          },
          {
            kind: "list",
            items: [
              "Processors acting on our instructions: our hosting and infrastructure providers, our email delivery provider (for the newsletter, replies and account emails) and our payment provider. They may use the data only to provide their service to us and must protect it under written contracts.",
              "Analytics and advertising providers, only with your consent: Google (Google Analytics 4) and Meta (Meta Pixel). For data collected by the Meta Pixel, Meta may act as a joint or independent controller under its own terms and privacy policy.",
              "Human experts who review an item when you request expert review. They receive the submission material needed for the review and are bound by confidentiality.",
              "Partners whose offers you choose to use, such as hotels, insurers, resale platforms, credit providers and authorised Collect Card resellers, receiving only what is needed for that offer and handling it under their own privacy notices.",
              "Professional advisers, auditors and insurers, under a duty of confidentiality.",
              "Courts, regulators, law enforcement or other authorities, where the law requires it or where it is necessary to protect rights, property or safety.",
              "A buyer or successor, if all or part of our business is sold or reorganised, in which case this policy will continue to protect your data.",
            ],
          },
          {
            kind: "paragraph",
            text: "Certificates are recorded on a blockchain so that anyone holding a certificate can check that it is genuine. A blockchain record cannot be altered or removed, so we do not put your name, email address or other contact details in it.",
          },
        ],
      },
      {
        id: "international-transfers",
        heading: "International transfers",
        blocks: [
          {
            kind: "paragraph",
            text: "Some of our providers, including Google and Meta, process data outside the United Kingdom and the European Economic Area, including in the United States. When personal data leaves the UK or the EEA, we make sure it is protected by one of the safeguards the law recognises: an adequacy decision or adequacy regulations (including the UK Extension to the EU-US Data Privacy Framework where the recipient is certified), the EU Standard Contractual Clauses together with the UK International Data Transfer Addendum, or the UK International Data Transfer Agreement. You can ask us which safeguard applies to a transfer.",
          },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep data",
        blocks: [
          {
            kind: "paragraph",
            text: "We keep personal data only for as long as we need it for the purpose it was collected for, then delete or anonymise it:",
          },
          {
            kind: "list",
            items: [
              'Account data, submissions, results and certificates: while your account is open. When you delete your account, the deletion is scheduled as described under "Exercising your rights" below.',
              "Newsletter: until you unsubscribe. We then keep your email address on a suppression list only so that we do not email you again.",
              "Contact messages and demo requests: for as long as needed to deal with them and any follow-up, then deleted.",
              "Transaction and accounting records: for the period required by tax and company law, even after an account is closed.",
              "Server logs: for a short period for security purposes, unless needed to investigate an incident.",
              `Cookies and browser storage: for the periods listed in our Cookie Policy at ${siteUrl}/cookies.`,
            ],
          },
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights",
        blocks: [
          {
            kind: "paragraph",
            text: "Under UK and EU data protection law you have the following rights, subject to some conditions and exceptions set by law:",
          },
          {
            kind: "list",
            items: [
              "Access: to get confirmation that we use your personal data and a copy of it.",
              "Portability: to receive the data you gave us in a structured, commonly used, machine-readable format, and to have it sent to another organisation where technically feasible.",
              "Rectification: to have inaccurate data corrected and incomplete data completed.",
              "Erasure: to have your data deleted where there is no good reason for us to keep it.",
              "Restriction: to ask us to pause our use of your data, for example while we check its accuracy.",
              "Objection: to object to our use of your data based on legitimate interests, and to object at any time to direct marketing.",
              "Withdrawing consent: to withdraw consent you have given, for example through the Cookie preferences control in the footer of every page or the unsubscribe link in our emails.",
              "Complaint: to complain to the Information Commissioner's Office (ICO), the UK supervisory authority, at ico.org.uk. If you live or work in the European Economic Area, you may also complain to your local data protection authority. We would welcome the chance to address your concern first.",
            ],
          },
        ],
      },
      {
        id: "exercising-your-rights",
        heading: "Exercising your rights",
        blocks: [
          {
            kind: "paragraph",
            text: `If you are signed in, two controls on this page let you act directly. Export My Data prepares a copy of your personal data in a machine-readable format and makes it available to you within ${privacyPeriods.dataExport}. Delete My Account schedules the deletion of your account and the personal data linked to it for ${privacyPeriods.deletion} after your request; the deletion is carried out then, except for records we must keep by law.`,
          },
          {
            kind: "paragraph",
            text: `For any other request, or if you do not have an account, write to ${legalEmail} or use our contact form at ${siteUrl}/contact-us. We may ask you to confirm your identity before acting on a request. We respond to requests to exercise your rights within ${privacyPeriods.gdprResponse} of receiving them. Where the law allows us more time for complex or numerous requests, we will tell you within that period and explain why. Exercising your rights is free, unless a request is clearly unfounded or excessive.`,
          },
        ],
      },
      {
        id: "children",
        heading: "Children",
        blocks: [
          {
            kind: "paragraph",
            text: `Our services are intended for adults and are not directed at children. We do not knowingly collect personal data from children. If you believe a child has given us personal data, please contact us at ${legalEmail} and we will delete it.`,
          },
        ],
      },
      {
        id: "security",
        heading: "Security",
        blocks: [
          {
            kind: "paragraph",
            text: "We protect personal data with technical and organisational measures appropriate to the risk, including encrypted connections and access limited to staff and providers who need it. If a breach is likely to put your rights at risk, we will notify you and the relevant authority as the law requires. Please keep your sign-in details private and tell us at once if you think your account has been misused.",
          },
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        blocks: [
          {
            kind: "paragraph",
            text: "We may update this policy when our services or the law change; the date at the top shows the latest version. We will tell you about significant changes before they take effect and ask for your consent again where the law requires it.",
          },
        ],
      },
      {
        id: "contact",
        heading: "Contact us",
        blocks: [
          {
            kind: "paragraph",
            text: `For any question about this policy or your personal data, email ${legalEmail} or use our contact form at ${siteUrl}/contact-us. We reply to messages sent to this address within ${privacyPeriods.legalContactResponse}; requests to exercise your rights are completed within the response time stated above.`,
          },
        ],
      },
    ],
  };
}
