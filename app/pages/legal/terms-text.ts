import { privacyPeriods } from "./policy.ts";
import type { LegalContext, LegalDocument } from "./types.ts";

/** Terms of Service: ten sections (spec: the terms page has 10 sections). */
export function termsOfService(ctx: LegalContext): LegalDocument {
  const { brand, legalEmail, siteUrl } = ctx;
  return {
    title: "Terms of Service",
    summary: `The terms that apply when you use ${brand}'s website, sign-in site, authentication service, certificates, Collect Card, vault and related offers.`,
    lastUpdated: "2026-11-21",
    sections: [
      {
        id: "acceptance",
        heading: "Acceptance of these terms",
        blocks: [
          {
            kind: "paragraph",
            text: `These terms form a contract between you and ${brand}, a company based in London, England ("we", "us", "our"). They apply to our website at ${siteUrl}, our sign-in site on the "collect" subdomain and every service we provide through them. By creating an account, buying credits or a subscription, or submitting an item for authentication, you accept these terms. If you do not agree with them, please do not use our services.`,
          },
          {
            kind: "paragraph",
            text: `Our Privacy Policy (${siteUrl}/privacy), our Cookie Policy (${siteUrl}/cookies) and, where it applies, the Financial Guarantee described at ${siteUrl}/financial-guarantee also form part of your agreement with us. If you are a consumer, meaning you use our services mainly for purposes outside your trade or business, you have legal rights that nothing in these terms affects. Some terms apply differently to business customers, and we say so where they do.`,
          },
          {
            kind: "paragraph",
            text: "We may update these terms when our services or the law change, and we will tell you about significant changes in advance. If you do not accept a change, you may close your account before it takes effect.",
          },
        ],
      },
      {
        id: "the-service",
        heading: "The service",
        blocks: [
          {
            kind: "paragraph",
            text: `${brand} authenticates luxury goods and collectibles, including handbags, watches, jewellery, sneakers and trading cards. Our service includes:`,
          },
          {
            kind: "list",
            items: [
              "Authentication: assessment of the photographs, descriptions and documents you submit by a multi-agent AI pipeline, with optional review by a human expert.",
              "Digital certificates: for authenticated items, a certificate recorded on a blockchain so that anyone can check it was issued by us and not altered.",
              "Collect Card: a card linked to your authenticated items, available free as a virtual card or as a physical card sold through our authorised resellers. A physical card bought from a reseller is also subject to that reseller's terms of sale.",
              "Digital vault: a record in your account of your authenticated items and their certificates.",
              "Partner offers and loyalty points: access to luxury hotel offers, insurance, resale and credit provided by selected partners, and a loyalty points programme whose rules are shown in your account.",
            ],
          },
          {
            kind: "paragraph",
            text: "Partner offers are provided by the partner named in the offer, under its own terms, and the partner alone is responsible for them. Loyalty points have no cash value and cannot be sold or transferred; we may change the programme with reasonable notice. We may change, suspend or withdraw features for maintenance, security or legal reasons, but we will not remove a feature you have paid for during a paid period without a fair alternative or a refund for the unused part.",
          },
        ],
      },
      {
        id: "accounts",
        heading: "Your account",
        blocks: [
          {
            kind: "paragraph",
            text: "You create and use your account on our sign-in site. To open one you must be an adult with legal capacity to enter into a contract where you live. If you open an account for a business, you confirm that you are authorised to accept these terms on its behalf.",
          },
          {
            kind: "list",
            items: [
              "Give us accurate information and keep it up to date.",
              "Keep your sign-in details private and do not share your account with anyone else.",
              "Tell us immediately at the address below if you believe your account has been used without your permission.",
              "You are responsible for activity on your account unless it results from our failure to keep it secure.",
            ],
          },
        ],
      },
      {
        id: "credits-pricing-payment",
        heading: "Credits, pricing and payment",
        blocks: [
          {
            kind: "paragraph",
            text: "Our services are paid for with credits, which you buy in US dollars (USD), and through subscriptions such as the Vault Subscription. Prices, the number of credits each service uses and any applicable taxes are shown before you confirm a purchase. Credits have no cash value, cannot be transferred or exchanged for money and are not refundable, except where these terms or the law say otherwise.",
          },
          {
            kind: "paragraph",
            text: `We may change our prices. We will give you at least ${privacyPeriods.priceChangeNotice} notice before a price change applies to your subscription or to the credit cost of a service, so that you can decide whether to continue. Price changes never affect purchases you have already completed.`,
          },
          {
            kind: "list",
            items: [
              "Subscriptions renew automatically at the end of each billing period, at the price then in force, until you cancel.",
              "You can cancel at any time in your account; cancellation takes effect at the end of the current billing period, and you keep access until then.",
              "Upgrades take effect immediately, and any additional amount due is shown before you confirm.",
              "Downgrades take effect at the start of the next billing cycle.",
              "If a payment fails, we may suspend paid features until it is made.",
            ],
          },
          {
            kind: "paragraph",
            text: "If you are a consumer, the law may let you cancel an online purchase within a short period. If you ask us to start a service during that period, you lose that right once the service is fully provided, and we may charge for what was provided before you cancel.",
          },
        ],
      },
      {
        id: "authentication-results",
        heading: "Authentication results and their limits",
        blocks: [
          {
            kind: "paragraph",
            text: "We carry out every authentication with reasonable care and skill. Each result is produced by our AI pipeline and, where you choose expert review, checked by a human expert. A result is an expert opinion on whether the item shown is genuine, based only on the material you submitted at the time of the assessment. It is not a guarantee.",
          },
          {
            kind: "list",
            items: [
              "The reliability of a result depends on the quality, completeness and honesty of what you submit. We cannot assess features, components or damage that are not visible in it.",
              "A result is not a valuation, a condition report or a statement about ownership, title or lawful origin.",
              "A certificate records our opinion at the date it was issued. It does not cover later repairs, modifications, replacement parts or damage.",
              "We may ask for more material, decline to give a result where the material is insufficient, and revise or withdraw a result and its certificate if we learn that it was wrong or was obtained with misleading material. We will tell you if we do.",
            ],
          },
          {
            kind: "paragraph",
            text: `The only exception is the Financial Guarantee, which applies on the conditions and within the limits set out on its own page at ${siteUrl}/financial-guarantee. Apart from the Financial Guarantee, and from your rights as a consumer, we give no guarantee that a result is correct,.`,
          },
        ],
      },
      {
        id: "user-content-and-conduct",
        heading: "Your content and conduct",
        blocks: [
          {
            kind: "paragraph",
            text: "You keep ownership of the photographs, documents and other material you submit. You give us a non-exclusive, worldwide, royalty-free licence to store, copy, analyse and display it for as long as we need to provide our services, maintain certificates and records of our results, check the quality of our work and prevent fraud. You confirm that you have the right to submit the material and to grant this licence.",
          },
          {
            kind: "paragraph",
            text: "You must not:",
          },
          {
            kind: "list",
            items: [
              "submit items you know or suspect to be stolen or counterfeit in order to obtain a certificate for them;",
              "submit altered, edited or misleading photographs or documents, or images of an item other than the one you describe;",
              "present a result or certificate as relating to a different item, or alter, copy or forge a certificate or Collect Card;",
              "use our services in breach of any law, including consumer protection and anti-fraud law;",
              "interfere with our systems, try to access them without permission, reverse engineer our software or models, or collect data from our services by automated means;",
              "upload material that infringes anyone's rights or contains malware.",
            ],
          },
          {
            kind: "paragraph",
            text: "We may remove material or refuse a submission that breaches these rules, and we may report suspected crime to the relevant authorities.",
          },
        ],
      },
      {
        id: "intellectual-property",
        heading: "Intellectual property",
        blocks: [
          {
            kind: "paragraph",
            text: `Our websites, software, AI models, certificate designs, texts, graphics and the ${brand} name and logos belong to us or our licensors and are protected by intellectual property law. We give you a personal, non-exclusive, non-transferable licence to use our services in line with these terms.`,
          },
          {
            kind: "paragraph",
            text: "You may share your certificates and their verification links, including with a buyer when you sell an authenticated item. You must not use our name or logos in a way that suggests we have authenticated an item we have not authenticated, or that we endorse you or your business. If you send us suggestions or feedback, we may use them freely and without obligation to you.",
          },
        ],
      },
      {
        id: "liability",
        heading: "Our liability",
        blocks: [
          {
            kind: "paragraph",
            text: "Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited or excluded by law, including your rights as a consumer.",
          },
          {
            kind: "paragraph",
            text: "If you are a consumer, we are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We are not responsible for loss that was not foreseeable. Our services are for private use; we are not liable to consumers for loss of profit, loss of business or business interruption.",
          },
          {
            kind: "paragraph",
            text: "If you are a business customer, we are not liable for any indirect or consequential loss, or for loss of profit, revenue, business, goodwill or anticipated savings, and our total liability to you in connection with any authentication or other service is limited to the fees you paid us for that service. This does not affect the Financial Guarantee where it applies.",
          },
          {
            kind: "paragraph",
            text: "We are not responsible for services provided by partners or authorised resellers, for third-party websites we link to, or for delays or failures caused by events outside our reasonable control.",
          },
        ],
      },
      {
        id: "termination",
        heading: "Suspension and termination",
        blocks: [
          {
            kind: "paragraph",
            text: `You may stop using our services and close your account at any time, using Delete My Account on our Privacy Policy page at ${siteUrl}/privacy while signed in, or by writing to us. Your personal data is then handled as our Privacy Policy describes.`,
          },
          {
            kind: "paragraph",
            text: "We may suspend or close your account if you seriously or repeatedly break these terms, if we reasonably suspect fraud or other unlawful use, or if the law requires us to. Where reasonable and lawful, we will warn you first. If we close your account for a reason other than your breach of these terms, we will refund any unused credits and the unused part of any prepaid subscription.",
          },
          {
            kind: "paragraph",
            text: "When your account is closed, your access to the vault and paid features ends. Certificates already issued remain verifiable, but we may mark as withdrawn a certificate obtained by fraud or misleading material. Terms on intellectual property, liability and governing law survive the end of our agreement.",
          },
        ],
      },
      {
        id: "governing-law-and-contact",
        heading: "Governing law, disputes and contact",
        blocks: [
          {
            kind: "paragraph",
            text: "These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts. If you are a consumer living in the European Union, you keep the protection of the mandatory consumer law of the country where you live and may bring proceedings there.",
          },
          {
            kind: "paragraph",
            text: "If a court finds part of these terms invalid, the rest remains in force. A delay in enforcing a right does not waive it. No one other than you and us may enforce these terms.",
          },
          {
            kind: "paragraph",
            text: `If you have a question or a complaint, please contact us first so that we can try to resolve it: email ${legalEmail} or use our contact form at ${siteUrl}/contact-us. We reply to messages sent to ${legalEmail} within ${privacyPeriods.legalContactResponse}.`,
          },
        ],
      },
    ],
  };
}
