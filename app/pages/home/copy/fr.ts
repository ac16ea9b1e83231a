import { categoryCounts } from "#app/data/claims.ts";
import { type DealLabels, homeHotelTexts } from "#app/data/hotels.ts";
import { homeProductTexts, type ProductWording } from "#app/data/plans.ts";
import { rewardsOfferLine } from "#app/data/rewards-offers.ts";
import { format } from "#app/i18n/messages.ts";
import type { HomeCopy } from "./en.ts";

/** Hotel card labels by kind of deal; the figures come from app/data/hotels.ts. */
const dealLabelsFr: DealLabels = {
  nights: "{stay} nuits pour {pay}",
  "up-to": "Jusqu'à -{percent} %",
  percent: "-{percent} %",
  experience: "Expérience exclusive",
  welcome: "Accueil des membres",
};

/** How the consumer products' figures read; the figures come from app/data/plans.ts. */
const productWordingFr: ProductWording = {
  price: {
    free: "Gratuite",
    credits: "{credits} crédits ({price})",
    reseller: "Contactez un revendeur agréé",
    subscription: "{price}/mois",
  },
  monthlyCredits: "{credits} crédits par mois",
  points: "Points {multiplier}x",
};

/** La page d'accueil en français. */
export const homeFr: HomeCopy = {
  meta: {
    title: "Authentifiez vos objets de luxe et de collection par IA et expertise humaine",
    description:
      "Authentifiez sacs, montres, sneakers, bijoux et objets de collection grâce à une IA multi-agents et à une revue humaine en option. Votre première authentification est incluse et l'inscription est gratuite.",
    keywords: [
      "authentification luxe",
      "authentification par IA",
      "authentifier un sac",
      "authentification de montres",
      "authentification de sneakers",
      "objets de collection",
      "Collect Card",
      "certificat numérique",
    ],
  },
  hero: {
    eyebrow: "L'authentification des objets de luxe et de collection",
    title: "Sachez qu'il est authentique. Possédez-le avec la preuve.",
    lead: "Photographiez votre objet : notre IA multi-agents, avec un expert quand vous le souhaitez, vous dit s'il est authentique. Chaque résultat est lié à votre Collect Card et débloque assurance, revente, crédit et avantages hôteliers.",
    freeNote: "Votre première authentification est incluse. L'inscription est gratuite.",
    primary: "Obtenir ma Collect Card gratuite",
    secondary: "Solutions pour les entreprises",
    play: "Lire le film {brand}",
    videoTitle: "Comment {brand} authentifie un objet",
    videoDescription:
      "Un court film sans paroles : les photos entrent, les agents les comparent aux marqueurs connus, un certificat en sort.",
    closeVideo: "Fermer la vidéo",
    legalIntro: "En vous inscrivant, vous acceptez nos",
    terms: "Conditions d'utilisation",
    legalJoin: "et notre",
    privacy: "Notice de traitement des données",
    awardLabel: "Distinction",
  },
  rewards: {
    heading: "Récompenses membres",
    intro: "Vos objets authentifiés rapportent des points à dépenser dans nos hôtels partenaires.",
    pillsLabel: "Choisir une offre",
    previous: "Offre précédente",
    next: "Offre suivante",
    cta: "Découvrir les récompenses et avantages",
    offers: {
      rosewood: {
        pill: "Caraïbes",
        location: "Little Dix Bay, îles Vierges britanniques",
        offer: rewardsOfferLine("rosewood", "{stay} nuits pour le prix de {pay}"),
        deal: "Réservez avec votre Collect Card : la quatrième nuit est offerte.",
        experience:
          "Suites en bord de plage, croisière privée au coucher du soleil et petit-déjeuner chaque matin.",
        tagline: "Le temps des îles, gagné par votre collection.",
      },
      joali: {
        pill: "Maldives",
        location: "Atoll de Raa, Maldives",
        offer: rewardsOfferLine("joali", "{stay} nuits pour le prix de {pay}"),
        deal: "Une semaine dans une villa sur pilotis, cinq nuits payées.",
        experience: "Transfert en hydravion, récif à votre porte et une île habitée par l'art.",
        tagline: "Une semaine au-dessus du lagon.",
      },
      "four-seasons": {
        pill: "Monde",
        location: "Resorts sélectionnés dans le monde",
        offer: rewardsOfferLine("four-seasons", "{percent} % de réduction à dates choisies"),
        deal: "Économisez sur le meilleur tarif disponible dans les resorts participants.",
        experience: "Retraites en montagne, dans la jungle ou sur la côte, avec attentions de bienvenue.",
        tagline: "Où que la saison vous mène.",
      },
    },
  },
  collectCard: {
    heading: "La Collect Card : la preuve de propriété dans votre poche",
    body: "Chaque objet authentifié est enregistré sur votre Collect Card. La carte virtuelle est gratuite ; la carte physique n'est vendue que par des revendeurs agréés.",
    points: [
      "Approchez votre téléphone pour partager votre coffre public ou transférer la propriété",
      "Assurance contre le vol, la perte et les dommages des objets authentifiés",
      "Des points de fidélité à chaque authentification",
    ],
    cta: "Découvrir la Collect Card",
  },
  builtFor: {
    heading: "Pour qui nous existons",
    intro: format(
      "Collectionneurs, acheteurs et marchands, dans {count} catégories, du premier sac au coffre de montres.",
      { count: categoryCounts.home },
    ),
    carouselLabel: "Catégories authentifiées",
    recentLabel: "Authentifications récentes",
    authentic: "Authentique",
    minutesAgo: "il y a {n} min",
    hoursAgo: "il y a {n} h",
    categories: {
      handbags: { title: "Sacs", alt: "Illustration des sacs : un dessin doré sur fond sombre" },
      sneakers: { title: "Sneakers", alt: "Illustration des sneakers : un dessin doré sur fond sombre" },
      clothing: { title: "Vêtements", alt: "Illustration des vêtements : un dessin doré sur fond sombre" },
      shoes: { title: "Chaussures", alt: "Illustration des chaussures : un dessin doré sur fond sombre" },
      accessories: {
        title: "Accessoires",
        alt: "Illustration des accessoires : un dessin doré sur fond sombre",
      },
      watches: { title: "Montres", alt: "Illustration des montres : un dessin doré sur fond sombre" },
      streetwear: { title: "Streetwear", alt: "Illustration du streetwear : un dessin doré sur fond sombre" },
      "toys-figures": {
        title: "Jouets et figurines",
        alt: "Illustration des jouets et figurines : un dessin doré sur fond sombre",
      },
      "trading-cards": {
        title: "Cartes à collectionner",
        alt: "Illustration des cartes à collectionner : un dessin doré sur fond sombre",
      },
      "cosmetic-products": {
        title: "Cosmétiques",
        alt: "Illustration des cosmétiques : un dessin doré sur fond sombre",
      },
      jewelry: { title: "Bijoux", alt: "Illustration des bijoux : un dessin doré sur fond sombre" },
    },
    brandsHeading: "Marques à l'honneur",
    brandsIntro: "Quelques-unes des maisons dont nous authentifions les pièces chaque jour.",
    brandsLabel: "Marques à l'honneur",
  },
  carousel: {
    previous: "Diapositive précédente",
    next: "Diapositive suivante",
    slide: "{n} sur {total}",
  },
  steps: {
    heading: "Trois étapes vers un objet certifié",
    items: {
      submit: {
        title: "Envoyez vos photos",
        body: "Photographiez l'objet, ses étiquettes et numéros de série, et joignez certificats ou reçus si vous en avez.",
      },
      review: {
        title: "IA + revue humaine",
        body: "Des agents spécialisés vérifient les marqueurs de la marque et l'état. Avant l'envoi de votre carte, vous pouvez aussi demander la revue d'un expert.",
      },
      unlock: {
        title: "Débloquez vos avantages",
        body: "Votre certificat s'active sur votre Collect Card : assurance, revente, crédit et avantages hôteliers suivent.",
      },
    },
  },
  rewardsGrid: {
    heading: "Récompenses et avantages",
    intro: "Ce qu'un objet authentifié vous apporte une fois sur votre carte.",
    tiles: {
      insurance: {
        title: "Assurance VaultCare",
        body: "Couverture contre le vol, la perte et les dommages, sur la base de la valeur authentifiée.",
      },
      hotels: {
        title: "Offres d'hôtels de luxe",
        body: "Tarifs membres et nuits offertes dans des hôtels partenaires du monde entier.",
      },
      resale: {
        title: "Revente facilitée",
        body: "Publiez avec un certificat qui rassure les acheteurs et vendez sans allers-retours.",
      },
      credit: {
        title: "Crédit et garantie",
        body: "Utilisez vos pièces authentifiées comme garantie auprès de prêteurs partenaires.",
      },
    },
    more: "En savoir plus",
  },
  hotels: {
    heading: "Offres hôtelières pour les membres",
    intro: "Des hôtels partenaires sur quatre continents. Payez en points ou profitez du tarif membre.",
    carouselLabel: "Offres hôtelières",
    imageAlt: "Illustration de {name}",
    offers: homeHotelTexts(dealLabelsFr, {
      "caribbean-bay": {
        location: "Virgin Gorda, îles Vierges britanniques",
        offer: "{stay} nuits pour le prix de {pay}",
        details: "Valable pour des séjours jusqu'au 15 décembre 2027",
        action: "Voir l'offre",
      },
      "miami-beach": {
        location: "Miami, Floride",
        offer: "Jusqu'à {percent} % d'économie sur les suites vue mer",
        details: "À réserver avant le 31 mars 2027",
        action: "Voir l'offre",
      },
      "new-york-park": {
        location: "New York, États-Unis",
        offer: "{stay} nuits pour le prix de {pay}",
        details: "Valable du dimanche au jeudi jusqu'au 30 juin 2027",
        action: "Voir l'offre",
      },
      "lake-como": {
        location: "Lac de Côme, Italie",
        offer: "{percent} % d'économie à dates choisies",
        details: "Valable pour des séjours d'avril à octobre 2027",
        action: "Voir l'offre",
      },
      "paris-palace": {
        location: "Paris, France",
        offer: "{stay} nuits pour le prix de {pay}",
        details: "À réserver avant le 28 février 2027",
        action: "Voir l'offre",
      },
      "alpine-chalet": {
        location: "Saint-Moritz, Suisse",
        offer: "{stay} nuits pour le prix de {pay}",
        details: "Valable pour la saison d'hiver 2026/27",
        action: "Voir l'offre",
      },
      "marrakech-garden": {
        location: "Marrakech, Maroc",
        offer: "Jusqu'à {percent} % d'économie sur les séjours en riad",
        details: "À réserver 60 jours à l'avance",
        action: "Voir l'offre",
      },
      "dubai-desert": {
        location: "Dubaï, Émirats arabes unis",
        offer: "{stay} nuits pour le prix de {pay}",
        details: "Valable jusqu'au 30 septembre 2027",
        action: "Voir l'offre",
      },
      "maldives-atoll": {
        location: "Atoll de Raa, Maldives",
        offer: "{stay} nuits pour le prix de {pay}",
        details: "À réserver avant le 31 mai 2027",
        action: "Voir l'offre",
      },
      "bali-jungle": {
        location: "Ubud, Bali",
        offer: "Jusqu'à {percent} % d'économie sur les villas",
        details: "Valable pour des séjours jusqu'au 20 décembre 2027",
        action: "Voir l'offre",
      },
      "kyoto-garden": {
        location: "Kyoto, Japon",
        offer: "Une cérémonie du thé privée pour tout séjour de {nights} nuits",
        details: "Valable toute l'année",
        action: "Voir l'offre",
      },
    }),
  },
  pricing: {
    heading: "Tarifs particuliers",
    intro:
      "Commencez gratuitement, payez à l'authentification ou abonnez-vous si vous authentifiez chaque mois.",
    products: homeProductTexts(productWordingFr, {
      "virtual-card": {
        title: "Collect Card virtuelle",
        description:
          "Votre carte numérique gratuite : la propriété de chaque objet authentifié, votre coffre public et vos points.",
        features: [],
      },
      "ai-authentication": {
        title: "Authentification par IA",
        description:
          "Une authentification par IA multi-agents avec certificat numérique. La première est incluse.",
        features: [],
      },
      "physical-card": {
        title: "Collect Card physique",
        description:
          "La carte dans votre portefeuille, avec assurance et crédit en plus des avantages de la carte virtuelle.",
        features: ["Avantages d'assurance", "Avantages de crédit"],
      },
      "vault-subscription": {
        title: "Abonnement Vault",
        description: "Pour les collectionneurs actifs qui authentifient chaque mois.",
        features: ["Collect Card virtuelle personnalisée"],
      },
    }),
    cta: "Voir tous les tarifs",
  },
  ai: {
    heading: "IA multi-agents",
    intro: "Pas un modèle, mais une équipe : chacun entraîné pour une question, réunis par un orchestrateur.",
    tabsLabel: "Comment fonctionne l'IA",
    figures: {
      accuracy: "de précision",
      agents: "agents spécialisés",
      dataPoints: "données d'entraînement",
      layers: "niveaux d'orchestration",
    },
    panels: {
      specialized: {
        name: "Agents spécialisés",
        title: "Un agent pour chaque question",
        description:
          "Un moteur de vision identifie la marque et le modèle et évalue l'état ; un moteur d'authentification approfondie vérifie les marqueurs propres à la marque et repère les super-copies ; un moteur de prix étudie le marché.",
        tagline: "Experts des coutures, numéros de série, ferrures et typographies.",
      },
      orchestration: {
        name: "Orchestration",
        title: "Un orchestrateur pèse chaque avis",
        description:
          "L'orchestrateur réunit les conclusions des agents en un verdict, un prix de marché selon l'état et une synthèse, et confie les cas incertains à un expert humain.",
        tagline: "Plusieurs avis, une réponse claire.",
      },
      dataset: {
        name: "Données",
        title: "Entraînée sur les détails que les faussaires oublient",
        description:
          "Des références authentiques et des contrefaçons connues, annotées par des spécialistes, dans chaque catégorie, mises à jour à mesure que de nouvelles copies apparaissent.",
        tagline: "Chaque authentification affine la suivante.",
      },
    },
  },
  press: {
    months: [
      "janvier",
      "février",
      "mars",
      "avril",
      "mai",
      "juin",
      "juillet",
      "août",
      "septembre",
      "octobre",
      "novembre",
      "décembre",
    ],
    heading: "Ce que disent nos partenaires",
    rating: "Noté {rating} sur 5",
    quotes: {
      "vault-review": {
        quote:
          "Le premier service qui donne une réponse à nos déposants l'après-midi même, avec un certificat que les acheteurs lisent vraiment.",
        title: "Responsable des dépôts-ventes",
      },
      "horology-ledger": {
        quote:
          "Il a repéré une Submariner au cadran refait qui avait passé deux contrôles en personne. Désormais, nous authentifions chaque montre avant de la proposer.",
        title: "Rédacteur horlogerie senior",
      },
      "resale-quarterly": {
        quote:
          "Lier le certificat à une carte que le propriétaire garde sur lui, c'est ce qui simplifie la revente pour tous.",
        title: "Analyste de marché",
      },
    },
  },
  finalCta: {
    heading: "Authentifiez votre premier objet dès aujourd'hui",
    body: "Votre première authentification est incluse et l'inscription est gratuite. Quelques photos suffisent.",
    primary: "Obtenir ma Collect Card gratuite",
    secondary: "Voir les tarifs",
  },
};
