import type { Route } from "./+types/handbag-authentication";
import { GuideArticleView } from "./article.tsx";
import { guideLoader, guideMeta } from "./guide-route.ts";

export const loader = guideLoader("handbag");

export const meta: Route.MetaFunction = (args) => guideMeta("handbag", args);

export default function HandbagGuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticleView id="handbag" loaded={loaderData} />;
}
