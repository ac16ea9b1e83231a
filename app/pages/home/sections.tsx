import {
  BadgeCheck,
  Camera,
  CreditCard,
  Gift,
  Hotel,
  Repeat,
  ScanSearch,
  ShieldCheck,
  Star,
} from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { HomeCarousel } from "#app/components/ui/carousel.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { HomeTabs } from "#app/components/ui/tabs.tsx";
import { categoryCounts, pipelineFiguresIn } from "#app/data/headline-figures.ts";
import type { HotelOffer } from "#app/data/hotel-offers.ts";
import type { ConsumerProduct } from "#app/data/products.ts";
import { formatNumberIn } from "#app/i18n/format.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { cardSignInUrl, type SiteConfig } from "#app/lib/site-config.ts";
import type { HomeCopy } from "./copy/index.ts";
import type { HomePageContent } from "./home.server.ts";
import { type AiPanelId, aiPanelIds, homeSteps, rewardTiles } from "./structure.ts";

const shell = "page-x";
const h2 = "font-serif text-3xl sm:text-4xl";
const intro = "mt-3 max-w-2xl text-ink/75";
const goldLink =
  "inline-flex min-h-11 items-center font-semibold text-gold underline-offset-4 hover:underline";
const darkButton =
  "inline-flex min-h-12 items-center rounded-full bg-ink px-6 font-semibold text-white hover:bg-gold";

export function HomeCollectCard({
  copy,
  image,
}: {
  copy: HomeCopy;
  image: HomePageContent["collectCardImage"];
}) {
  const localize = useLocalizedPath();
  const c = copy.collectCard;
  return (
    <section aria-labelledby="home-collect-card" className="bg-paper py-20">
      <div className={`${shell} grid gap-10 lg:grid-cols-2 lg:items-center`}>
        <div>
          <h2 id="home-collect-card" className={h2}>
            {c.heading}
          </h2>
          <p className={intro}>{c.body}</p>
          <ul className="mt-6 space-y-3">
            {c.points.map((point) => (
              <li key={point} className="flex gap-3">
                <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <Link to={localize("/collect-card")} className={`${darkButton} mt-8`}>
            {c.cta}
          </Link>
        </div>
        <Picture
          art={image}
          alt={c.imageAlt}
          sizes="(min-width: 1024px) 28rem, calc(100vw - 3rem)"
          className="mx-auto block w-full max-w-md overflow-hidden rounded-3xl shadow-xl"
          imgClassName="aspect-[4/3] w-full object-cover"
        />
      </div>
    </section>
  );
}

export function HomeBuiltFor({
  copy,
  cards,
  brands,
}: {
  copy: HomeCopy;
  cards: HomePageContent["categoryCards"];
  brands: HomePageContent["featuredBrands"];
}) {
  const { dir, t } = useI18n();
  const b = copy.builtFor;
  const ago = (v: { value: number; unit: "minutes" | "hours" }) =>
    t(v.unit === "minutes" ? b.minutesAgo : b.hoursAgo, { n: v.value });
  return (
    <section aria-labelledby="home-built-for" className="bg-white py-20">
      <div className={shell}>
        <h2 id="home-built-for" className={h2}>
          {b.heading}
        </h2>
        <p className={intro}>{t(b.intro, { count: categoryCounts.home })}</p>
        <div className="mt-10">
          <HomeCarousel
            id="home-categories"
            label={b.carouselLabel}
            labels={copy.carousel}
            dir={dir}
            slides={cards.map((card) => {
              const text = b.categories[card.categoryId];
              return {
                key: card.categoryId,
                content: (
                  <article className="h-full overflow-hidden rounded-2xl border border-line bg-paper">
                    <Picture
                      art={card.image}
                      alt={text?.alt ?? ""}
                      sizes="(min-width: 480px) 400px, 85vw"
                      imgClassName="aspect-[4/3] w-full object-cover"
                    />
                    <div className="p-5">
                      <h3 className="font-serif text-xl">{text?.title}</h3>
                      <p className="mt-3 text-xs font-semibold uppercase tracking-[0.15em] text-ink/70">
                        {b.recentLabel}
                      </p>
                      <ul className="mt-3 space-y-3">
                        {card.recent.map((r) => (
                          <li key={`${r.brand}-${r.item}`} className="flex items-center gap-3">
                            <span
                              aria-hidden="true"
                              className="inline-flex size-9 shrink-0 items-center justify-center rounded-full font-semibold text-white"
                              style={{ backgroundColor: r.colour }}
                            >
                              {r.initial}
                            </span>
                            <span className="min-w-0 flex-1 text-sm">
                              <span className="block font-semibold">
                                {r.brand}{" "}
                                <span className="font-normal">
                                  {r.kind ? t(b.kinds[r.kind], { model: r.item }) : r.item}
                                </span>
                              </span>
                              <span className="text-ink/70">
                                {b.authentic} · {ago(r.timeAgo)}
                              </span>
                            </span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </article>
                ),
              };
            })}
          />
        </div>

        <h2 id="home-brands" className={`${h2} mt-20`}>
          {b.brandsHeading}
        </h2>
        <p className={intro}>{b.brandsIntro}</p>
        <div className="mt-10">
          <HomeCarousel
            id="home-brand-carousel"
            label={b.brandsLabel}
            labels={copy.carousel}
            dir={dir}
            slides={brands.map((brand) => ({
              key: brand.name,
              content: (
                <div className="flex h-40 flex-col items-center justify-center rounded-2xl border border-line bg-paper px-6 text-center">
                  <h3 className="font-serif text-2xl">{brand.name}</h3>
                  <p className="mt-2 text-sm text-ink/70">{b.categories[brand.categoryId]?.title}</p>
                </div>
              ),
            }))}
          />
        </div>
      </div>
    </section>
  );
}

const stepIcons = { submit: Camera, review: ScanSearch, unlock: Gift } as const;

export function HomeSteps({ copy }: { copy: HomeCopy }) {
  const s = copy.steps;
  return (
    <section aria-labelledby="home-steps" className="bg-paper py-20">
      <div className={shell}>
        <h2 id="home-steps" className={h2}>
          {s.heading}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {homeSteps.map((id, i) => {
            const Icon = stepIcons[id];
            return (
              <li key={id} className="rounded-2xl border border-line bg-white p-6">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-ink font-semibold text-white">
                    {i + 1}
                  </span>
                  <Icon aria-hidden="true" className="size-6 text-gold" />
                </div>
                <h3 className="mt-5 text-xl font-semibold">{s.items[id].title}</h3>
                <p className="mt-2 text-ink/75">{s.items[id].body}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

const tileIcons = { insurance: ShieldCheck, hotels: Hotel, resale: Repeat, credit: CreditCard } as const;

export function HomeRewardsGrid({ copy }: { copy: HomeCopy }) {
  const localize = useLocalizedPath();
  const g = copy.rewardsGrid;
  return (
    <section aria-labelledby="home-rewards-grid" className="bg-ink py-20 text-white">
      <div className={shell}>
        <h2 id="home-rewards-grid" className={h2}>
          {g.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-white/80">{g.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {rewardTiles.map((tile) => {
            const Icon = tileIcons[tile.id];
            const text = g.tiles[tile.id];
            return (
              <li key={tile.id} className="flex flex-col rounded-2xl border border-white/15 bg-white/5 p-6">
                <Icon aria-hidden="true" className="size-8 text-gold-light" />
                <h3 className="mt-4 text-lg font-semibold">{text.title}</h3>
                <p className="mt-2 flex-1 text-sm text-white/80">{text.body}</p>
                <Link
                  to={localize(tile.to)}
                  className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-gold-light hover:underline"
                >
                  {g.more}
                  <span className="sr-only">: {text.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HomeHotels({ copy, hotels }: { copy: HomeCopy; hotels: readonly HotelOffer[] }) {
  const { dir, t } = useI18n();
  const localize = useLocalizedPath();
  const o = copy.hotels;
  return (
    <section aria-labelledby="home-hotels" className="bg-white py-20">
      <div className={shell}>
        <h2 id="home-hotels" className={h2}>
          {o.heading}
        </h2>
        <p className={intro}>{o.intro}</p>
        <div className="mt-10">
          <HomeCarousel
            id="home-hotel-carousel"
            label={o.carouselLabel}
            labels={copy.carousel}
            dir={dir}
            slides={hotels.map((hotel) => {
              return {
                key: hotel.id,
                content: (
                  <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-paper">
                    <Picture
                      art={hotel.art}
                      alt={t(o.imageAlt, { name: hotel.name })}
                      sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 85vw"
                      imgClassName="aspect-[8/5] h-auto w-full bg-ink object-cover"
                    />
                    <div className="flex flex-1 flex-col p-5">
                      <p className="w-fit rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white">
                        {hotel.label}
                      </p>
                      <h3 className="mt-3 font-serif text-xl">{hotel.name}</h3>
                      <p className="text-sm text-ink/70">{hotel.location}</p>
                      <p className="mt-3 font-semibold">{hotel.offer}</p>
                      <p className="mt-1 flex-1 text-sm text-ink/75">{hotel.details}</p>
                      <Link to={localize("/rewards-and-benefits")} className={`${goldLink} mt-3`}>
                        {hotel.actionText}
                        <span className="sr-only">: {hotel.name}</span>
                      </Link>
                    </div>
                  </article>
                ),
              };
            })}
          />
        </div>
      </div>
    </section>
  );
}

export function HomePricing({ copy, products }: { copy: HomeCopy; products: readonly ConsumerProduct[] }) {
  const localize = useLocalizedPath();
  const p = copy.pricing;
  return (
    <section aria-labelledby="home-pricing" className="bg-paper py-20">
      <div className={shell}>
        <h2 id="home-pricing" className={h2}>
          {p.heading}
        </h2>
        <p className={intro}>{p.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => {
            return (
              <li key={product.id} className="flex flex-col rounded-2xl border border-line bg-white p-6">
                <h3 className="text-lg font-semibold">{product.title}</h3>
                <p className="mt-2 font-serif text-2xl text-gold" data-price={product.id}>
                  {product.price}
                </p>
                <p className="mt-3 text-sm text-ink/75">{product.description}</p>
                {product.includes.length > 0 && (
                  <ul className="mt-4 space-y-1 text-sm">
                    {product.includes.map((item) => (
                      <li key={item} className="flex gap-2">
                        <BadgeCheck aria-hidden="true" className="size-4 shrink-0 text-gold" />
                        {item}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <Link to={localize("/pricing")} className={`${goldLink} mt-8`}>
          {p.cta}
        </Link>
      </div>
    </section>
  );
}

const figureKeys = ["accuracy", "agents", "dataPoints", "layers"] as const;

export function HomeAiPanel({ copy }: { copy: HomeCopy }) {
  const { dir, language } = useI18n();
  const pipelineFigures = pipelineFiguresIn(language);
  const [tab, setTab] = useState<AiPanelId>("specialized");
  const a = copy.ai;
  return (
    <section aria-labelledby="home-ai" className="bg-ink py-20 text-white">
      <div className={shell}>
        <h2 id="home-ai" className={h2}>
          {a.heading}
        </h2>
        <p className="mt-3 max-w-2xl text-white/80">{a.intro}</p>
        <div className="mt-10">
          <HomeTabs
            ids={aiPanelIds}
            value={tab}
            onChange={setTab}
            dir={dir}
            label={a.tabsLabel}
            listClassName="flex flex-wrap gap-2 border-b border-white/15 pb-4"
            tabClassName="min-h-11 rounded-full border border-white/30 px-5 font-medium data-[state=active]:border-gold-light data-[state=active]:bg-gold-light data-[state=active]:text-ink"
            panelClassName="mt-8 grid gap-10 lg:grid-cols-2"
            renderTab={(id) => a.panels[id].name}
            renderPanel={(id) => {
              const panel = a.panels[id];
              return (
                <>
                  <div>
                    <h3 className="font-serif text-2xl sm:text-3xl">{panel.title}</h3>
                    <p className="mt-4 text-white/85">{panel.description}</p>
                    <p className="mt-4 font-serif italic text-gold-light">{panel.tagline}</p>
                  </div>
                  <dl className="grid grid-cols-2 gap-4">
                    {figureKeys.map((key) => (
                      <div
                        key={key}
                        className="flex flex-col rounded-2xl border border-white/15 bg-white/5 p-5"
                      >
                        <dt className="text-sm text-white/75">{a.figures[key]}</dt>
                        <dd className="order-first font-serif text-3xl text-gold-light">
                          {pipelineFigures[key]}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </>
              );
            }}
          />
        </div>
      </div>
    </section>
  );
}

export function HomePress({ copy, quotes }: { copy: HomeCopy; quotes: HomePageContent["pressQuotes"] }) {
  const { t, language } = useI18n();
  const p = copy.press;
  return (
    <section aria-labelledby="home-press" className="bg-white py-20">
      <div className={shell}>
        <h2 id="home-press" className={h2}>
          {p.heading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {quotes.map((q) => {
            const text = p.quotes[q.id as keyof typeof p.quotes];
            // The rating in the language's decimal form: "4.8", "4,8".
            const figure = formatNumberIn(language, q.rating, 0, 1);
            const rating = t(p.rating, { rating: figure });
            return (
              <li key={q.id} className="flex flex-col rounded-2xl border border-line bg-paper p-6">
                <p className="flex gap-0.5 text-gold" role="img" aria-label={rating}>
                  {[1, 2, 3, 4, 5].map((n) => (
                    <Star
                      key={n}
                      aria-hidden="true"
                      className={`size-4 ${n <= Math.round(q.rating) ? "fill-current" : ""}`}
                    />
                  ))}
                  <span aria-hidden="true" className="ms-2 text-sm font-semibold text-ink">
                    {figure}
                  </span>
                </p>
                <figure className="mt-4 flex flex-1 flex-col">
                  <blockquote className="flex-1 font-serif text-lg">“{text?.quote}”</blockquote>
                  <figcaption className="mt-5 text-sm">
                    <span className="block font-semibold">{q.author}</span>
                    <span className="text-ink/75">
                      {text?.title}, <cite className="not-italic">{q.publication}</cite>
                      {q.date && q.dateText && (
                        <>
                          {" · "}
                          <time dateTime={q.date}>{q.dateText[language]}</time>
                        </>
                      )}
                    </span>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HomeFinalCta({ copy, config }: { copy: HomeCopy; config: SiteConfig }) {
  const localize = useLocalizedPath();
  const f = copy.finalCta;
  return (
    <section aria-labelledby="home-final-cta" className="bg-paper py-20">
      <div className={`${shell} text-center`}>
        <h2 id="home-final-cta" className={h2}>
          {f.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-ink/75">{f.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ExternalLink href={cardSignInUrl(config)} className={darkButton}>
            {f.primary}
          </ExternalLink>
          <Link
            to={localize("/pricing")}
            className="inline-flex min-h-12 items-center rounded-full border border-ink px-6 font-semibold hover:bg-ink hover:text-white"
          >
            {f.secondary}
          </Link>
        </div>
      </div>
    </section>
  );
}
