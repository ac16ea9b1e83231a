import { categoryCounts } from "#app/data/claims.ts";
import { type DealLabels, homeHotelTexts } from "#app/data/hotels.ts";
import { homeProductTexts, type ProductWording } from "#app/data/plans.ts";
import { rewardsOfferLine } from "#app/data/rewards-offers.ts";
import { format } from "#app/i18n/messages.ts";
import type { HomeCopy } from "./en.ts";

/** Hotel card labels by kind of deal; the figures come from app/data/hotels.ts. */
const dealLabelsIt: DealLabels = {
  nights: "{stay} notti per {pay}",
  "up-to": "Fino al {percent}% di sconto",
  percent: "{percent}% di sconto",
  experience: "Esperienza esclusiva",
  welcome: "Benvenuto per i membri",
};

/** How the consumer products' figures read; the figures come from app/data/plans.ts. */
const productWordingIt: ProductWording = {
  price: {
    free: "Gratuita",
    credits: "{credits} crediti ({price})",
    reseller: "Contatta un rivenditore autorizzato",
    subscription: "{price}/mese",
  },
  monthlyCredits: "{credits} crediti al mese",
  points: "Punti {multiplier}x",
};

/** La home page in italiano. */
export const homeIt: HomeCopy = {
  meta: {
    title: "Autentica beni di lusso e da collezione con IA e revisione esperta",
    description:
      "Autentica borse, orologi, sneaker, gioielli e oggetti da collezione con un'IA multi-agente e una revisione umana facoltativa. La prima autenticazione è inclusa e la registrazione è gratuita.",
    keywords: [
      "autenticazione lusso",
      "autenticazione con IA",
      "autenticare una borsa",
      "autenticazione orologi",
      "autenticazione sneaker",
      "oggetti da collezione",
      "Collect Card",
      "certificato digitale",
    ],
  },
  hero: {
    eyebrow: "Autenticazione per beni di lusso e da collezione",
    title: "Sappi che è autentico. Possiedilo con la prova.",
    lead: "Fotografa il tuo oggetto: la nostra IA multi-agente, con un esperto quando lo desideri, ti dice se è autentico. Ogni risultato è legato alla tua Collect Card e sblocca assicurazione, rivendita, credito e premi negli hotel.",
    freeNote: "La prima autenticazione è inclusa. La registrazione è gratuita.",
    primary: "Ottieni la Collect Card gratuita",
    secondary: "Soluzioni per le aziende",
    play: "Guarda il video di {brand}",
    videoTitle: "Come {brand} autentica un oggetto",
    videoDescription:
      "Un breve video senza parlato: entrano le foto, gli agenti le confrontano con i segni noti, esce un certificato.",
    closeVideo: "Chiudi il video",
    legalIntro: "Registrandoti accetti i nostri",
    terms: "Termini di servizio",
    legalJoin: "e la nostra",
    privacy: "Informativa sul trattamento dei dati",
    awardLabel: "Riconoscimento",
  },
  rewards: {
    heading: "Premi per i membri",
    intro: "Gli oggetti autenticati fanno guadagnare punti da spendere negli hotel partner.",
    pillsLabel: "Scegli un'offerta",
    previous: "Offerta precedente",
    next: "Offerta successiva",
    cta: "Scopri premi e vantaggi",
    offers: {
      rosewood: {
        pill: "Caraibi",
        location: "Little Dix Bay, Isole Vergini britanniche",
        offer: rewardsOfferLine("rosewood", "{stay} notti al prezzo di {pay}"),
        deal: "Prenota con la tua Collect Card e la quarta notte è offerta.",
        experience: "Suite sulla spiaggia, una veleggiata privata al tramonto e colazione ogni mattina.",
        tagline: "Il tempo delle isole, guadagnato dalla tua collezione.",
      },
      joali: {
        pill: "Maldive",
        location: "Atollo di Raa, Maldive",
        offer: rewardsOfferLine("joali", "{stay} notti al prezzo di {pay}"),
        deal: "Una settimana in una villa sull'acqua, pagando cinque notti.",
        experience: "Trasferimento in idrovolante, la barriera corallina sotto casa e un'isola piena d'arte.",
        tagline: "Una settimana sopra la laguna.",
      },
      "four-seasons": {
        pill: "Nel mondo",
        location: "Resort selezionati nel mondo",
        offer: rewardsOfferLine("four-seasons", "{percent}% di sconto in date selezionate"),
        deal: "Risparmia sulla migliore tariffa disponibile nei resort aderenti.",
        experience: "Rifugi in montagna, nella giungla e sulla costa con omaggi di benvenuto per i membri.",
        tagline: "Ovunque ti porti la stagione.",
      },
    },
  },
  collectCard: {
    heading: "La Collect Card: la prova di proprietà in tasca",
    body: "Ogni oggetto che autentichi è registrato sulla tua Collect Card. La carta virtuale è gratuita; quella fisica è venduta solo da rivenditori autorizzati.",
    points: [
      "Avvicina il telefono per condividere il tuo caveau pubblico o trasferire la proprietà",
      "Assicurazione contro furto, smarrimento e danni per gli oggetti autenticati",
      "Punti fedeltà a ogni autenticazione",
    ],
    cta: "Scopri la Collect Card",
  },
  builtFor: {
    heading: "Per chi siamo pensati",
    intro: format(
      "Collezionisti, acquirenti e commercianti in {count} categorie, dalla prima borsa a un caveau di orologi.",
      { count: categoryCounts.home },
    ),
    carouselLabel: "Categorie che autentichiamo",
    recentLabel: "Autenticazioni recenti",
    authentic: "Autentico",
    minutesAgo: "{n} min fa",
    hoursAgo: "{n} h fa",
    categories: {
      handbags: { title: "Borse", alt: "Illustrazione per le borse: un disegno dorato su fondo scuro" },
      sneakers: { title: "Sneaker", alt: "Illustrazione per le sneaker: un disegno dorato su fondo scuro" },
      clothing: {
        title: "Abbigliamento",
        alt: "Illustrazione per l'abbigliamento: un disegno dorato su fondo scuro",
      },
      shoes: { title: "Scarpe", alt: "Illustrazione per le scarpe: un disegno dorato su fondo scuro" },
      accessories: {
        title: "Accessori",
        alt: "Illustrazione per gli accessori: un disegno dorato su fondo scuro",
      },
      watches: { title: "Orologi", alt: "Illustrazione per gli orologi: un disegno dorato su fondo scuro" },
      streetwear: {
        title: "Streetwear",
        alt: "Illustrazione per lo streetwear: un disegno dorato su fondo scuro",
      },
      "toys-figures": {
        title: "Giocattoli e figure",
        alt: "Illustrazione per giocattoli e figure: un disegno dorato su fondo scuro",
      },
      "trading-cards": {
        title: "Carte collezionabili",
        alt: "Illustrazione per le carte collezionabili: un disegno dorato su fondo scuro",
      },
      "cosmetic-products": {
        title: "Cosmetici",
        alt: "Illustrazione per i cosmetici: un disegno dorato su fondo scuro",
      },
      jewelry: { title: "Gioielli", alt: "Illustrazione per i gioielli: un disegno dorato su fondo scuro" },
    },
    brandsHeading: "Marchi in evidenza",
    brandsIntro: "Alcune delle maison di cui autentichiamo pezzi ogni giorno.",
    brandsLabel: "Marchi in evidenza",
  },
  carousel: {
    previous: "Slide precedente",
    next: "Slide successiva",
    slide: "{n} di {total}",
  },
  steps: {
    heading: "Tre passi verso un oggetto certificato",
    items: {
      submit: {
        title: "Invia le foto",
        body: "Fotografa l'oggetto, le etichette e i numeri di serie, e aggiungi certificati o ricevute se li hai.",
      },
      review: {
        title: "IA + revisione umana",
        body: "Agenti specializzati controllano i segni del marchio e le condizioni. Prima della spedizione della carta puoi chiedere anche la revisione di un esperto.",
      },
      unlock: {
        title: "Sblocca i vantaggi",
        body: "Il certificato si attiva sulla tua Collect Card: seguono assicurazione, rivendita, credito e premi negli hotel.",
      },
    },
  },
  rewardsGrid: {
    heading: "Premi e vantaggi",
    intro: "Che cosa fa per te un oggetto autenticato una volta sulla tua carta.",
    tiles: {
      insurance: {
        title: "Assicurazione VaultCare",
        body: "Copertura contro furto, smarrimento e danni, sul valore autenticato.",
      },
      hotels: {
        title: "Offerte in hotel di lusso",
        body: "Tariffe riservate e notti in più negli hotel partner in tutto il mondo.",
      },
      resale: {
        title: "Rivendita semplice",
        body: "Metti in vendita con un certificato di cui gli acquirenti si fidano, senza lunghe trattative.",
      },
      credit: {
        title: "Credito e garanzie",
        body: "Usa i pezzi autenticati come garanzia presso i finanziatori partner.",
      },
    },
    more: "Scopri di più",
  },
  hotels: {
    heading: "Offerte negli hotel per i membri",
    intro: "Hotel partner in quattro continenti. Paga con i punti o usa la tariffa riservata.",
    carouselLabel: "Offerte negli hotel",
    imageAlt: "Illustrazione di {name}",
    offers: homeHotelTexts(dealLabelsIt, {
      "caribbean-bay": {
        location: "Virgin Gorda, Isole Vergini britanniche",
        offer: "{stay} notti al prezzo di {pay}",
        details: "Valido per soggiorni fino al 15 dicembre 2027",
        action: "Vedi l'offerta",
      },
      "miami-beach": {
        location: "Miami, Florida",
        offer: "Risparmia fino al {percent}% sulle suite vista oceano",
        details: "Prenota entro il 31 marzo 2027",
        action: "Vedi l'offerta",
      },
      "new-york-park": {
        location: "New York, Stati Uniti",
        offer: "{stay} notti al prezzo di {pay}",
        details: "Valido dalla domenica al giovedì fino al 30 giugno 2027",
        action: "Vedi l'offerta",
      },
      "lake-como": {
        location: "Lago di Como, Italia",
        offer: "Risparmia il {percent}% in date selezionate",
        details: "Valido per soggiorni da aprile a ottobre 2027",
        action: "Vedi l'offerta",
      },
      "paris-palace": {
        location: "Parigi, Francia",
        offer: "{stay} notti al prezzo di {pay}",
        details: "Prenota entro il 28 febbraio 2027",
        action: "Vedi l'offerta",
      },
      "alpine-chalet": {
        location: "St. Moritz, Svizzera",
        offer: "{stay} notti al prezzo di {pay}",
        details: "Valido per la stagione invernale 2026/27",
        action: "Vedi l'offerta",
      },
      "marrakech-garden": {
        location: "Marrakech, Marocco",
        offer: "Risparmia fino al {percent}% sui soggiorni in riad",
        details: "Prenota con 60 giorni di anticipo",
        action: "Vedi l'offerta",
      },
      "dubai-desert": {
        location: "Dubai, Emirati Arabi Uniti",
        offer: "{stay} notti al prezzo di {pay}",
        details: "Valido fino al 30 settembre 2027",
        action: "Vedi l'offerta",
      },
      "maldives-atoll": {
        location: "Atollo di Raa, Maldive",
        offer: "{stay} notti al prezzo di {pay}",
        details: "Prenota entro il 31 maggio 2027",
        action: "Vedi l'offerta",
      },
      "bali-jungle": {
        location: "Ubud, Bali",
        offer: "Risparmia fino al {percent}% sulle ville",
        details: "Valido per soggiorni fino al 20 dicembre 2027",
        action: "Vedi l'offerta",
      },
      "kyoto-garden": {
        location: "Kyoto, Giappone",
        offer: "Una cerimonia del tè privata per ogni soggiorno di {nights} notti",
        details: "Valido tutto l'anno",
        action: "Vedi l'offerta",
      },
    }),
  },
  pricing: {
    heading: "Prezzi per i privati",
    intro: "Inizia gratis, paga per ogni autenticazione o abbonati se autentichi ogni mese.",
    products: homeProductTexts(productWordingIt, {
      "virtual-card": {
        title: "Collect Card virtuale",
        description:
          "La tua carta digitale gratuita: la proprietà di ogni oggetto autenticato, il tuo caveau pubblico e i tuoi punti.",
        features: [],
      },
      "ai-authentication": {
        title: "Autenticazione con IA",
        description: "Un'autenticazione con IA multi-agente e certificato digitale. La prima è inclusa.",
        features: [],
      },
      "physical-card": {
        title: "Collect Card fisica",
        description:
          "La carta nel portafoglio, con vantaggi assicurativi e di credito oltre a quelli della carta virtuale.",
        features: ["Vantaggi assicurativi", "Vantaggi di credito"],
      },
      "vault-subscription": {
        title: "Abbonamento Vault",
        description: "Per i collezionisti attivi che autenticano ogni mese.",
        features: ["Collect Card virtuale personalizzata"],
      },
    }),
    cta: "Vedi tutti i prezzi",
  },
  ai: {
    heading: "IA multi-agente",
    intro:
      "Non un modello, ma una squadra: ciascuno addestrato per una domanda, riuniti da un orchestratore.",
    tabsLabel: "Come funziona l'IA",
    figures: {
      accuracy: "di precisione",
      agents: "agenti specializzati",
      dataPoints: "dati di addestramento",
      layers: "livelli di orchestrazione",
    },
    panels: {
      specialized: {
        name: "Agenti specializzati",
        title: "Un agente per ogni domanda",
        description:
          "Un motore visivo identifica marchio e modello e valuta le condizioni; un motore di autenticazione approfondita controlla i segni specifici del marchio e scova i super-cloni; un motore dei prezzi studia il mercato.",
        tagline: "Esperti di cuciture, numeri di serie, minuteria e caratteri.",
      },
      orchestration: {
        name: "Orchestrazione",
        title: "Un orchestratore pesa ogni parere",
        description:
          "L'orchestratore unisce i risultati degli agenti in un verdetto, un prezzo di mercato secondo le condizioni e una sintesi, e affida i casi incerti a un esperto.",
        tagline: "Molti pareri, una risposta chiara.",
      },
      dataset: {
        name: "Dati",
        title: "Addestrata sui dettagli che i falsari trascurano",
        description:
          "Riferimenti autentici e falsi noti, etichettati da specialisti, in ogni categoria, aggiornati man mano che compaiono nuove contraffazioni.",
        tagline: "Ogni autenticazione rende più precisa la successiva.",
      },
    },
  },
  press: {
    months: [
      "gennaio",
      "febbraio",
      "marzo",
      "aprile",
      "maggio",
      "giugno",
      "luglio",
      "agosto",
      "settembre",
      "ottobre",
      "novembre",
      "dicembre",
    ],
    heading: "Cosa dicono i nostri partner",
    rating: "Valutazione {rating} su 5",
    quotes: {
      "vault-review": {
        quote:
          "Il primo servizio che dà ai nostri clienti in conto vendita una risposta nello stesso pomeriggio, con un certificato che gli acquirenti leggono davvero.",
        title: "Responsabile conto vendita",
      },
      "horology-ledger": {
        quote:
          "Ha segnalato un Submariner con quadrante rifatto che aveva superato due controlli di persona. Ora autentichiamo ogni orologio prima di metterlo in vendita.",
        title: "Caporedattore orologeria",
      },
      "resale-quarterly": {
        quote:
          "Legare il certificato a una carta che il proprietario porta con sé è ciò che semplifica la rivendita per tutti.",
        title: "Analista di mercato",
      },
    },
  },
  finalCta: {
    heading: "Autentica oggi il tuo primo oggetto",
    body: "La prima autenticazione è inclusa e la registrazione è gratuita. Bastano poche foto.",
    primary: "Ottieni la Collect Card gratuita",
    secondary: "Vedi i prezzi",
  },
};
