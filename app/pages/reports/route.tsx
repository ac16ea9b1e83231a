import { useEffect, useState } from "react";
import { Link } from "react-router";
import { GuideHero, GuidePage, GuideSection, guideButton } from "#app/components/blocks/article-layout.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { reportsCopy } from "#app/data/copy/reports/index.ts";
import { loadClaims } from "#app/data/load-claims.ts";
import { type Report, reportFiguresIn, reportFile, reports } from "#app/data/report-records.ts";
import { loadCopy } from "#app/i18n/copy.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { copyMeta } from "#app/lib/seo.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { brandOrganization, itemListData } from "#app/lib/structured-data.ts";
import type { Route } from "./+types/route";
import { longDateIn } from "./dates.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const [loaded, claims] = await Promise.all([loadCopy(reportsCopy, request), loadClaims(request)]);
  // The figures the words quote, finished in the address's language.
  return { ...loaded, figures: reportFiguresIn(loaded.language, claims) };
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ language, copy }) => ({
    words: copy.meta,
    canonical: "/reports",
    structuredData: (config) => [
      itemListData(
        copy.meta.listName,
        reports.map((report) => ({
          item: {
            "@type": "Report",
            name: copy.reports[report.id].title,
            description: copy.reports[report.id].description,
            datePublished: report.publishDate,
            inLanguage: language,
            about: copy.reports[report.id].category,
            url: absoluteUrl(config, reportFile(report, language)),
            encodingFormat: "text/plain",
            publisher: brandOrganization(config),
          },
        })),
      ),
    ],
  }));

/**
 * The reports' real download counts, read from the server once the page is shown (the page is
 * prerendered, the counts move: docs/decisions/025-report-downloads.md). Null until they arrive,
 * and when they cannot be read: then no figure is shown rather than a made-up one.
 */
function useDownloadCounts(): Partial<Record<Report["id"], number>> | null {
  const [counts, setCounts] = useState<Partial<Record<Report["id"], number>> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/reports/downloads", { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((res) => (res.ok ? res.json() : null))
      .then((body: { data?: Partial<Record<Report["id"], number>> } | null) => {
        if (body?.data) setCounts(body.data);
      })
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return counts;
}

export default function ReportsPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  const { t, language } = useI18n();
  const downloads = useDownloadCounts();
  const { figures } = loaderData;
  const localize = useLocalizedPath();
  return (
    <GuidePage>
      <GuideHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        lead={copy.hero.lead}
        trail={[
          { name: copy.meta.home, path: "/" },
          { name: copy.meta.breadcrumb, path: "/reports" },
        ]}
      />
      <GuideSection id="latest" title={copy.latest.heading}>
        <ul className="grid gap-6 md:grid-cols-2">
          {reports.map((report) => {
            const words = copy.reports[report.id];
            const count = downloads?.[report.id];
            return (
              <li key={report.id} data-report={report.id}>
                <article
                  aria-labelledby={`${report.id}-title`}
                  className="flex h-full flex-col rounded-xl border border-line bg-white p-6"
                >
                  <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold">
                    {words.category}
                  </p>
                  <h3 id={`${report.id}-title`} className="mt-2 font-serif text-2xl">
                    {words.title}
                  </h3>
                  <p className="mt-2 text-sm text-ink/75">
                    {`${copy.latest.published} `}
                    <time dateTime={report.publishDate}>{longDateIn(language, report.publishDate)}</time>
                    {` · ${copy.latest.preparedWith} `}
                    {words.partner}
                  </p>
                  {/* The line is kept while the count loads, so that nothing below it moves. */}
                  <p className="min-h-6 text-sm leading-6 text-ink/75">
                    {count !== undefined && <span data-downloads>{t(copy.latest.downloads, { count })}</span>}
                  </p>
                  <p className="mt-4 leading-7 text-ink/85">{words.description}</p>
                  <h4 className="mt-5 text-sm font-semibold">{copy.latest.insights}</h4>
                  <ul className="mt-2 list-disc space-y-2 ps-5 text-sm leading-6 text-ink/85">
                    {words.insights
                      .map((insight) => t(insight, figures))
                      .map((insight) => (
                        <li key={insight}>{insight}</li>
                      ))}
                  </ul>
                  <div className="mt-auto pt-6">
                    <a
                      href={reportFile(report, language)}
                      hrefLang={language}
                      download
                      aria-label={t(copy.latest.downloadLabel, { title: words.title })}
                      className={guideButton.primary}
                    >
                      {copy.latest.download}
                    </a>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </GuideSection>
      <GuideSection
        id="stay-informed"
        title={copy.stayInformed.heading}
        intro={copy.stayInformed.intro}
        tone="white"
      >
        <div className="flex flex-wrap gap-3">
          <a href="#newsletter" className={guideButton.primary}>
            {copy.stayInformed.subscribe}
          </a>
          <Link to={localize("/contact-us")} className={guideButton.secondary}>
            {copy.stayInformed.research}
          </Link>
        </div>
      </GuideSection>
    </GuidePage>
  );
}
