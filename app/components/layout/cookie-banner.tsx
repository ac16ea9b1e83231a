import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";

/**
 * The cookie banner: fixed at the bottom, shown while no choice is stored
 * or when reopened from the footer. Accept All stores true; Reject Non-Essential and the close
 * icon store false. Cookie Details toggles the panel on the two kinds of cookies.
 */
export function CookieBanner(props: { reopened: boolean; onAccept: () => void; onReject: () => void }) {
  const { m } = useI18n();
  const localize = useLocalizedPath();
  const [details, setDetails] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (props.reopened) titleRef.current?.focus();
  }, [props.reopened]);

  const [before, after] = m.cookies.changeLater.split("{privacy}");
  const [between, end] = (after ?? "").split("{terms}");

  return (
    <section
      aria-labelledby="cookie-banner-title"
      data-cookie-banner={props.reopened ? "reopened" : "initial"}
      className="safe-bottom fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white shadow-[0_-8px_30px_rgba(0,0,0,0.12)]"
    >
      <div className="relative mx-auto max-w-5xl px-5 py-5 md:px-8">
        <button
          type="button"
          onClick={props.onReject}
          aria-label={m.cookies.close}
          className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
        <h2
          id="cookie-banner-title"
          ref={titleRef}
          tabIndex={-1}
          className="pe-10 font-serif text-lg font-semibold outline-none"
        >
          {m.cookies.title}
        </h2>
        <p className="mt-2 text-sm text-ink/80">{m.cookies.text}</p>
        <p className="mt-1 text-sm text-ink/80">
          {before}
          <Link to={localize("/privacy")} className="font-medium underline">
            {m.cookies.privacyLink}
          </Link>
          {between}
          <Link to={localize("/terms")} className="font-medium underline">
            {m.cookies.termsLink}
          </Link>
          {end}
        </p>
        {details && (
          <div id={panelId} className="mt-4 grid gap-3 md:grid-cols-2">
            <div className="rounded-lg border border-line p-4">
              <h3 className="flex items-center justify-between gap-2 text-sm font-semibold">
                {m.cookies.essentialTitle}
                <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-medium text-white">
                  {m.cookies.alwaysOn}
                </span>
              </h3>
              <p className="mt-1 text-sm text-ink/80">{m.cookies.essentialText}</p>
            </div>
            <div className="rounded-lg border border-line p-4">
              <h3 className="text-sm font-semibold">{m.cookies.analyticsTitle}</h3>
              <p className="mt-1 text-sm text-ink/80">{m.cookies.analyticsText}</p>
            </div>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={props.onAccept}
            className="h-11 select-none rounded-full bg-ink px-5 text-sm font-semibold text-white hover:bg-black"
          >
            {m.cookies.acceptAll}
          </button>
          <button
            type="button"
            onClick={props.onReject}
            className="h-11 select-none rounded-full border border-ink px-5 text-sm font-semibold hover:bg-black/5"
          >
            {m.cookies.rejectNonEssential}
          </button>
          <button
            type="button"
            onClick={() => setDetails((d) => !d)}
            aria-expanded={details}
            aria-controls={details ? panelId : undefined}
            className="h-11 select-none rounded-full px-4 text-sm font-semibold underline"
          >
            {details ? m.cookies.hideDetails : m.cookies.showDetails}
          </button>
        </div>
      </div>
    </section>
  );
}
