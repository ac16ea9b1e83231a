import { Link } from "react-router";
import { GuideHero, GuidePage, GuideSection, guideButton } from "#app/components/blocks/article-layout.tsx";
import { longDate } from "#app/i18n/dates.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { absoluteUrl } from "#app/lib/site-config.ts";
import { contentMeta } from "#app/pages/guides/guide-route.ts";
import type { Route } from "./+types/route";
import { reportFile, reports } from "./data.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: "Industry Reports on Luxury Resale and Authentication",
      description:
        "Free reports on the luxury resale market, counterfeit trends in handbags and watches, and return fraud: key insights and a downloadable summary of each.",
      keywords: ["luxury resale report", "counterfeit trends", "watch market report", "return fraud report"],
      canonical: "/reports",
      trail: [{ name: "Reports", path: "/reports" }],
      structuredData: (config) => [
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Industry reports",
          itemListElement: reports.map((report, i) => ({
            "@type": "ListItem",
            position: i + 1,
            item: {
              "@type": "Report",
              name: report.title,
              description: report.description,
              datePublished: report.publishDate,
              inLanguage: "en",
              about: report.category,
              url: absoluteUrl(config, reportFile(report)),
              encodingFormat: "text/plain",
              publisher: { "@type": "Organization", name: config.brand, url: config.siteUrl },
            },
          })),
        },
      ],
    },
    args,
  );

export default function ReportsPage() {
  const localize = useLocalizedPath();
  return (
    <GuidePage>
      <GuideHero
        eyebrow="Research"
        title="Industry Reports"
        lead="What we learn from authenticating luxury goods every day, written up for collectors, resellers, insurers and auction houses. Each report lists its key insights here; download the summary to keep or share it."
        trail={[
          { name: "Home", path: "/" },
          { name: "Reports", path: "/reports" },
        ]}
      />
      <GuideSection id="latest" title="Latest reports">
        <ul className="grid gap-6 md:grid-cols-2">
          {reports.map((report) => (
            <li key={report.id} data-report={report.id}>
              <article
                aria-labelledby={`${report.id}-title`}
                className="flex h-full flex-col rounded-xl border border-line bg-white p-6"
              >
                <p className="text-xs font-semibold uppercase tracking-[0.16em] text-gold">
                  {report.category}
                </p>
                <h3 id={`${report.id}-title`} className="mt-2 font-serif text-2xl">
                  {report.title}
                </h3>
                <p className="mt-2 text-sm text-ink/75">
                  Published <time dateTime={report.publishDate}>{longDate(report.publishDate)}</time> ·
                  Prepared with {report.partner}
                  {report.downloadCount !== null && <> · {formatNumber(report.downloadCount)} downloads</>}
                </p>
                <p className="mt-4 leading-7 text-ink/85">{report.description}</p>
                <h4 className="mt-5 text-sm font-semibold">Key insights</h4>
                <ul className="mt-2 list-disc space-y-2 ps-5 text-sm leading-6 text-ink/85">
                  {report.insights.map((insight) => (
                    <li key={insight}>{insight}</li>
                  ))}
                </ul>
                <div className="mt-auto pt-6">
                  <a
                    href={reportFile(report)}
                    download
                    aria-label={`Download summary (TXT): ${report.title}`}
                    className={guideButton.primary}
                  >
                    Download summary (TXT)
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection
        id="stay-informed"
        title="Stay informed"
        intro="New reports are announced in our newsletter. If you need research on a brand, a category or your own inventory, our team can prepare it for you."
        tone="white"
      >
        <div className="flex flex-wrap gap-3">
          <a href="#newsletter" className={guideButton.primary}>
            Subscribe
          </a>
          <Link to={localize("/contact-us")} className={guideButton.secondary}>
            Request Custom Research
          </Link>
        </div>
      </GuideSection>
    </GuidePage>
  );
}
