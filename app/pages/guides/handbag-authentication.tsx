import type { Route } from "./+types/handbag-authentication";
import { GuideArticleView } from "./article.tsx";
import { handbagGuide } from "./data.ts";
import { articleData, contentMeta } from "./guide-route.ts";

export const meta: Route.MetaFunction = (args) =>
  contentMeta(
    {
      title: handbagGuide.title,
      description: handbagGuide.description,
      keywords: handbagGuide.keywords,
      canonical: handbagGuide.path,
      trail: [{ name: handbagGuide.title, path: handbagGuide.path }],
      structuredData: (config) => [
        articleData(config, {
          headline: handbagGuide.title,
          description: handbagGuide.description,
          path: handbagGuide.path,
          published: handbagGuide.published,
          modified: handbagGuide.modified,
        }),
      ],
    },
    args,
  );

export default function GuideHandbagPage() {
  return <GuideArticleView guide={handbagGuide} />;
}
