import { GuideArticleView } from "#app/components/sections/guide-article.tsx";
import { fraudGuide } from "#app/content/guides.ts";
import type { Route } from "./+types/guide-fraud-prevention";
import { articleData, contentMeta } from "./guide-route.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: fraudGuide.title,
      description: fraudGuide.description,
      keywords: fraudGuide.keywords,
      canonical: fraudGuide.path,
      trail: [{ name: fraudGuide.title, path: fraudGuide.path }],
      structuredData: (config) => [
        articleData(config, {
          headline: fraudGuide.title,
          description: fraudGuide.description,
          path: fraudGuide.path,
          published: fraudGuide.published,
          modified: fraudGuide.modified,
        }),
      ],
    },
    args,
  );

export default function GuideFraudPreventionPage() {
  return <GuideArticleView guide={fraudGuide} />;
}
