import type { Route } from "./+types/rolex-authentication";
import { GuideArticleView } from "./article.tsx";
import { rolexGuide } from "./data.ts";
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
