import { GuideArticleView } from "#app/components/sections/guide-article.tsx";
import { rolexGuide } from "#app/content/guides.ts";
import type { Route } from "./+types/guide-rolex-authentication";
import { articleData, contentMeta } from "./guide-route.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: rolexGuide.title,
      description: rolexGuide.description,
      keywords: rolexGuide.keywords,
      canonical: rolexGuide.path,
      trail: [{ name: rolexGuide.title, path: rolexGuide.path }],
      structuredData: (config) => [
        articleData(config, {
          headline: rolexGuide.title,
          description: rolexGuide.description,
          path: rolexGuide.path,
          published: rolexGuide.published,
          modified: rolexGuide.modified,
        }),
      ],
    },
    args,
  );

export default function GuideRolexPage() {
  return <GuideArticleView guide={rolexGuide} />;
}
