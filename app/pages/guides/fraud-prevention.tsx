import type { Route } from "./+types/fraud-prevention";
import { GuideArticleView } from "./article.tsx";
import { guideLoader, guideMeta } from "./guide-route.ts";

export const loader = guideLoader("fraud");

export const meta: Route.MetaFunction = (args) => guideMeta("fraud", args);

export default function FraudGuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticleView id="fraud" loaded={loaderData} />;
}
