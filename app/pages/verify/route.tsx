import { ShieldCheck } from "lucide-react";
import { data, redirect } from "react-router";
import { loadCopy } from "#app/i18n/copy.ts";
import { localizeFor } from "#app/i18n/localized-path.ts";
import { checkCertificateId } from "#app/lib/certificate-id.ts";
import { copyMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/route";
import { verifyCopy } from "./copy/index.ts";
import type { TypedIdError } from "./verify-data.ts";
import { VerifyForm } from "./verify-form.tsx";

/**
 * /verify, prerendered, and /verify/check, the address its form is sent to without JavaScript: a
 * well-formed ID is sent on to its page, anything else comes back here with its message and a
 * 400 (the visitor's input was refused before any lookup).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const loaded = await loadCopy(verifyCopy, request);
  const url = new URL(request.url);
  if (!url.pathname.endsWith("/check")) return { ...loaded, typed: "", error: null };
  const typed = (url.searchParams.get("id") ?? "").slice(0, 100);
  const checked = checkCertificateId(typed);
  if (checked.ok) throw redirect(localizeFor(url.pathname)(`/verify/${checked.id}`), 303);
  const error: TypedIdError = typed.trim() === "" ? "empty" : checked.reason;
  return data({ ...loaded, typed, error }, { status: 400 });
}

export const meta: Route.MetaFunction = (args) =>
  copyMeta(args, ({ copy, error }) => ({
    words: copy.meta,
    canonical: "/verify",
    noIndex: error !== null,
  }));

export default function VerifyPage({ loaderData }: Route.ComponentProps) {
  const copy = loaderData.copy;
  return (
    <div className="page-x py-14 md:py-20">
      <p className="flex items-center gap-2 text-sm font-semibold tracking-widest text-gold uppercase">
        <ShieldCheck aria-hidden="true" className="size-5" />
        {copy.form.eyebrow}
      </p>
      <h1 className="mt-3 font-serif text-4xl md:text-5xl">{copy.form.heading}</h1>
      <p className="mt-4 max-w-2xl text-lg text-ink/80">{copy.form.lead}</p>
      <div className="mt-10">
        <VerifyForm copy={copy.form} initialValue={loaderData.typed} initialError={loaderData.error} />
      </div>
    </div>
  );
}
