import { ChevronLeft, ChevronRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { HomeTabs } from "#app/components/ui/tabs.tsx";
import { dealText } from "#app/data/offer-deals.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import type { HomeCopy } from "./copy/index.ts";
import type { RewardsOffer } from "./data.ts";

/** The three rewards offers: category pills (tabs) switch the offer shown; the first is selected. */
export function RewardsOffers({
  copy,
  dir,
  offers,
}: {
  copy: HomeCopy;
  dir: "ltr" | "rtl";
  offers: readonly RewardsOffer[];
}) {
  const localize = useLocalizedPath();
  const { language } = useI18n();
  const [selected, setSelected] = useState<RewardsOffer["id"]>(offers[0]?.id ?? "rosewood");
  const r = copy.rewards;
  const index = offers.findIndex((o) => o.id === selected);
  const step = (delta: number) => {
    const next = offers[(index + delta + offers.length) % offers.length];
    if (next) setSelected(next.id);
  };
  const Previous = dir === "rtl" ? ChevronRight : ChevronLeft;
  const Next = dir === "rtl" ? ChevronLeft : ChevronRight;
  const arrow =
    "inline-flex size-11 items-center justify-center rounded-full border border-white/40 hover:border-white hover:bg-white/10";

  return (
    <div className="rounded-3xl border border-white/15 bg-ink/70 p-5 backdrop-blur-sm sm:p-6">
      <h2 className="font-serif text-2xl">{r.heading}</h2>
      <p className="mt-2 text-sm text-white/80">{r.intro}</p>
      <div className="mt-5">
        <HomeTabs
          ids={offers.map((o) => o.id)}
          value={selected}
          onChange={setSelected}
          dir={dir}
          label={r.pillsLabel}
          listClassName="flex flex-wrap gap-2"
          tabClassName="min-h-11 rounded-full border border-white/40 px-4 text-sm font-medium data-[state=active]:border-gold-light data-[state=active]:bg-gold-light data-[state=active]:text-ink"
          panelClassName="relative mt-4 overflow-hidden rounded-2xl bg-ink"
          renderTab={(id) => r.offers[id].pill}
          after={
            <div className="flex shrink-0 gap-2">
              <button type="button" className={arrow} onClick={() => step(-1)}>
                <Previous aria-hidden="true" className="size-4" />
                <span className="sr-only">{r.previous}</span>
              </button>
              <button type="button" className={arrow} onClick={() => step(1)}>
                <Next aria-hidden="true" className="size-4" />
                <span className="sr-only">{r.next}</span>
              </button>
            </div>
          }
          renderPanel={(id, i) => {
            const offer = offers[i];
            const o = r.offers[id];
            if (!offer) return null;
            return (
              <>
                <Picture
                  art={offer.art}
                  alt=""
                  sizes="(min-width: 1024px) 30rem, calc(100vw - 5rem)"
                  className="absolute inset-0"
                  imgClassName="size-full object-cover opacity-70"
                />
                <div className="relative bg-gradient-to-t from-ink via-ink/80 to-ink/20 p-5 pt-24">
                  <h3 className="font-serif text-2xl">{offer.name}</h3>
                  <p className="text-sm text-white/80">{o.location}</p>
                  <p className="mt-3 text-xl font-semibold text-gold-light">
                    {dealText(o.offer, offer.deal, language)}
                  </p>
                  <p className="mt-2 text-sm">{o.deal}</p>
                  <p className="mt-1 text-sm text-white/80">{o.experience}</p>
                  <p className="mt-3 font-serif italic text-white/90">{o.tagline}</p>
                </div>
              </>
            );
          }}
        />
      </div>
      <Link
        to={localize("/rewards-and-benefits")}
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-gold-light underline-offset-4 hover:underline"
      >
        {r.cta}
      </Link>
    </div>
  );
}
