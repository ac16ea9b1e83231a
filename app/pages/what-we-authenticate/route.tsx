import {
  Footprints,
  Glasses,
  Handbag,
  type LucideIcon,
  PerfumeBottle,
  PlayingCards,
  Shirt,
  SportShoe,
  SprayCan,
  ToyBrick,
  Watch,
} from "lucide-react";
import { Link } from "react-router";
import { ClosingBand } from "#app/components/blocks/closing-band.tsx";
import { PageHero } from "#app/components/blocks/page-hero.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { brandDirectory } from "#app/data/brand-directory.ts";
import {
  brandCountLabelIn,
  type CategoriesCopy,
  itemCategoriesIn,
  itemCategoryRecords,
} from "#app/data/categories.ts";
import { categoriesCopy } from "#app/data/copy/index.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import type { Language } from "#app/i18n/languages.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { formatMessage } from "#app/i18n/message.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";
import { whatWeAuthenticateCopy } from "./copy/index.ts";

const canonical = "/what-we-authenticate";

const icons: Record<string, LucideIcon> = {
  handbags: Handbag,
  sneakers: SportShoe,
  clothing: Shirt,
  shoes: Footprints,
  accessories: Glasses,
  watches: Watch,
  streetwear: SprayCan,
  "toys-figures": ToyBrick,
  "trading-cards": PlayingCards,
  "cosmetic-products": PerfumeBottle,
};

/**
 * The directory's categories with their brands, in the order of the specification, named and
 * counted in one language.
 */
function sectionsIn(words: CategoriesCopy, language: Language) {
  return itemCategoriesIn(words)
    .filter((category) => category.inDirectory)
    .map((category) => ({
      category,
      count: brandCountLabelIn(words, category, language),
      brands: brandDirectory[category.id] ?? [],
    }));
}

/** The category count of the page's list, the same in every language. */
const categoryTotal = itemCategoryRecords.filter((category) => category.inDirectory).length;

export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadCopy(whatWeAuthenticateCopy, request);
  return {
    ...loaded,
    categories: { language: loaded.language, copy: await categoriesCopy.load(loaded.language) },
  };
}

export const meta: Route.MetaFunction = (args) => {
  const { language, copy, categories } = args.loaderData ?? {};
  if (!language || !copy || !categories) return [];
  const sections = sectionsIn(categories.copy, language);
  const description = formatMessage(language, copy.meta.description, {
    categories: sections
      .map(({ category }) => category.name.toLowerCase())
      .join(language === "ar" ? "، " : ", "),
  });
  return pageMeta(args, {
    title: copy.meta.title,
    description,
    keywords: copy.meta.keywords,
    canonical,
    structuredData: (config) => [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: copy.meta.title,
        description,
        inLanguage: language,
        url: `${config.siteUrl}${canonical}`,
        mainEntity: {
          "@type": "ItemList",
          name: copy.meta.listName,
          numberOfItems: categoryTotal,
          itemListElement: sections.map(({ category, brands }, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: {
              "@type": "ItemList",
              name: category.name,
              url: `${config.siteUrl}${canonical}#${category.id}`,
              numberOfItems: brands.length,
            },
          })),
        },
      },
    ],
    trail: [
      { name: copy.meta.home, path: "/" },
      { name: copy.meta.title, path: canonical },
    ],
  });
};

export default function WhatWeAuthenticatePage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const words = loaderData.categories.copy;
  const { language, dir } = useI18n();
  const sections = sectionsIn(words, language);
  // Brand names are Latin: on a right-to-left page each is isolated, so that a final full stop
  // ("Tiffany & Co.") stays where the name puts it.
  const rtl = dir === "rtl";
  const localize = useLocalizedPath();
  return (
    <>
      <PageHero
        look="catalogue"
        id="wwa-title"
        title={copy.title}
        lead={copy.lead}
        after={
          <nav aria-label={copy.categoriesLabel} className="mt-8">
            {/* A grid, not wrapping pills: where a row breaks does not depend on the names'
                widths, so the house faces arriving after first paint move no link. */}
            <ul className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4">
              {sections.map(({ category }) => (
                <li key={category.id}>
                  <a
                    href={`#${category.id}`}
                    className="flex min-h-11 items-center rounded-full border border-white/40 px-4 py-1 text-sm leading-tight hover:bg-white/10"
                  >
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        }
      />

      <div className="page-x py-10">
        {sections.map(({ category, count, brands }) => {
          const Icon = icons[category.id] ?? Handbag;
          const headingId = `${category.id}-heading`;
          return (
            <section
              key={category.id}
              id={category.id}
              aria-labelledby={headingId}
              data-category={category.id}
              className="scroll-mt-24 border-b border-line py-10 last:border-b-0"
            >
              <div className="flex items-center gap-4">
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ink text-gold-light">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h2 id={headingId} className="font-serif text-2xl md:text-3xl">
                    {category.name}
                  </h2>
                  <p className="text-sm text-ink/75" data-count>
                    {count}
                  </p>
                </div>
              </div>
              {/* One element per card (411 of them), one treatment for every brand (issue 33): the
                  name set as a wordmark in the house style, centred; a long name runs onto a
                  second, balanced line rather than getting a three-letter stand-in. */}
              <ul className="mt-6 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 *:flex *:min-h-16 *:items-center *:justify-center *:rounded-lg *:border *:border-line *:bg-white *:p-3 *:text-center *:font-serif *:text-[15px] *:font-semibold *:uppercase *:leading-snug *:tracking-[0.14em] *:text-ink *:[text-wrap:balance]">
                {brands.map((brand) => (
                  <li key={brand} data-wordmark="">
                    {rtl ? <bdi>{brand}</bdi> : brand}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <ClosingBand look="catalogue" headingId="wwa-next" title={copy.next.title} text={copy.next.text}>
        <Link
          to={localize("/contact-us")}
          className="inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
        >
          {copy.next.contact}
        </Link>
        <Link
          to={localize("/pricing")}
          className="inline-flex h-11 items-center rounded-full border border-ink px-6 text-sm font-semibold hover:bg-ink hover:text-white"
        >
          {copy.next.pricing}
        </Link>
      </ClosingBand>
    </>
  );
}
