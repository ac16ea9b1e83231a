import type { Route } from "./+types/rolex-authentication";
import { GuideArticleView } from "./article.tsx";
import { guideLoader, guideMeta } from "./guide-route.ts";

export const loader = guideLoader("rolex");

export const meta: Route.MetaFunction = (args) => guideMeta("rolex", args);

export default function RolexGuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticleView id="rolex" loaded={loaderData} />;
}
