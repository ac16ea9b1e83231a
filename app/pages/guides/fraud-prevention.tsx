import type { Route } from "./+types/fraud-prevention";
import { GuideArticleView } from "./article.tsx";
import { fraudGuide } from "./data.ts";
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
