import { Link, useActionData } from "react-router";
import { FormNotice } from "#app/components/forms/form-parts.tsx";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { type FormActionData, handleFormPost } from "#app/forms/page-action.server.ts";
import { isLanguage } from "#app/i18n/languages.ts";
import { languageOfPath } from "#app/i18n/regions.ts";
import type { Route } from "./+types/route";

/** A page address on this site to go back to (never another host). */
function safeReturn(value: FormDataEntryValue | null): string {
  return typeof value === "string" && /^\/(?!\/)[^\s\\]*$/.test(value) && value.length < 300 ? value : "/";
}

/** The footer newsletter posted without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const returnTo = safeReturn(form?.get("returnTo") ?? null);
  const chosen = form?.get("language");
  const language = isLanguage(chosen) ? chosen : languageOfPath(returnTo);
  return handleFormPost({ request, context }, "newsletter", language, { returnTo });
}

export function meta() {
  return [{ title: "Newsletter" }, { name: "robots", content: "noindex" }];
}

export default function NewsletterResult() {
  const { m } = useI18n();
  const answer = useActionData() as (FormActionData & { returnTo: string }) | undefined;
  return (
    <div className="mx-auto max-w-xl px-6 py-20">
      <h1 className="font-serif text-3xl">{m.forms.newsletter.pageTitle}</h1>
      {answer ? (
        <div className="mt-6">
          <FormNotice notice={answer.notice} />
        </div>
      ) : null}
      <Link
        to={answer?.returnTo ?? "/"}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
      >
        {m.forms.newsletter.back}
      </Link>
    </div>
  );
}
