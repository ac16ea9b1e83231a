import { CreditCard, Smartphone } from "lucide-react";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { objectsArt } from "#app/data/art/objects.ts";
import { virtualCardFigures } from "#app/data/products.ts";
import { copyMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/collect-card";
import { OffersActionLink, OffersCheckList, OffersHero, OffersSection, OffersSteps } from "./blocks.tsx";
import { cardOffers, collectCardFigures, collectCardHeroAction, pointsAction } from "./collect-card-data.ts";
import { loadOffersCopy } from "./common.ts";
import { type CollectCardCopy, collectCardCopy } from "./copy/index.ts";
import { collectCardRecordsIn } from "./records.ts";

/** The page's copy and the virtual card's price line, in the address's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadOffersCopy(collectCardCopy, request);
  return { ...loaded, records: await collectCardRecordsIn(loaded.language) };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, language }) => ({
    words: copy.meta,
    canonical: "/collect-card",
    breadcrumb: "first",
    structuredData: (config, { url }) => [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        inLanguage: language,
        name: copy.meta.productName,
        description: copy.cards.virtual.description,
        brand: { "@type": "Brand", name: config.brand },
        offers: {
          "@type": "Offer",
          price: virtualCardFigures.amount.toFixed(2),
          priceCurrency: "USD",
          url: url("/collect-card"),
        },
      },
    ],
  }));

const icons = { physical: CreditCard, virtual: Smartphone } as const;

/** A card's words; only the physical card has its price line in the copy. */
type CardWords = Omit<CollectCardCopy["cards"]["physical"], "price" | "actions"> & {
  price?: string;
  actions: Record<string, string>;
};

export default function CollectCardPage({ loaderData }: Route.ComponentProps) {
  const { copy, shared } = loaderData;
  const { t } = useI18n();
  const records = loaderData.records;
  return (
    <>
      <OffersHero
        id="collect-card-hero"
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        text={copy.hero.text}
      >
        <OffersActionLink action={collectCardHeroAction} label={copy.hero.action} />
      </OffersHero>

      {cardOffers.map((card, i) => {
        const Icon = icons[card.id];
        const words: CardWords = copy.cards[card.id];
        return (
          <section
            key={card.id}
            id={`${card.id}-card`}
            data-section={`${card.id}-card`}
            aria-labelledby={`${card.id}-card-title`}
            className={i % 2 === 0 ? "border-b border-line bg-white" : undefined}
          >
            <div className="page-x grid gap-10 py-16 md:grid-cols-2 md:items-center">
              <div>
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold">{words.eyebrow}</p>
                <h2 id={`${card.id}-card-title`} className="mt-2 font-serif text-3xl">
                  {words.title}
                </h2>
                <p className="mt-3 text-xl font-semibold" data-price>
                  {card.product ? records.productPrices[card.product] : words.price}
                </p>
                <p className="mt-4 text-ink/80">{words.description}</p>
                <div className="mt-6 flex flex-wrap gap-3">
                  {card.actions.map(({ id, action }, j) => (
                    <OffersActionLink
                      key={id}
                      action={action}
                      label={words.actions[id]}
                      tone={j === 0 ? "dark" : "light"}
                    />
                  ))}
                </div>
              </div>
              <div className="rounded-3xl bg-ink p-8 text-white">
                {card.id === "physical" ? (
                  <Picture
                    art={objectsArt["collect-card"]}
                    alt={copy.cardImageAlt}
                    sizes="(min-width: 1152px) 31rem, (min-width: 768px) calc(50vw - 6rem), calc(100vw - 7rem)"
                    className="block overflow-hidden rounded-2xl"
                    imgClassName="aspect-[4/3] w-full object-cover"
                  />
                ) : (
                  <Icon aria-hidden="true" className="size-10 text-gold-light" />
                )}
                <OffersCheckList
                  items={words.features}
                  className="mt-6 space-y-3"
                  label={t(copy.featuresLabel, { card: words.title })}
                  onDark
                />
              </div>
            </div>
          </section>
        );
      })}

      <OffersSection id="points-system" title={copy.points.title} text={copy.points.text}>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.points.ways.map((way) => (
            <li key={way.title} className="rounded-2xl border border-line bg-white p-6">
              <h3 className="text-lg font-semibold">{way.title}</h3>
              <p className="mt-2 text-sm text-ink/80">{t(way.text, collectCardFigures)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <OffersActionLink action={pointsAction} label={copy.points.action} tone="light" />
        </div>
      </OffersSection>

      <OffersSection id="how-it-works" title={copy.steps.title} text={copy.steps.text} tone="white">
        <OffersSteps steps={copy.steps.items} label={shared.steps.label} />
      </OffersSection>
    </>
  );
}
