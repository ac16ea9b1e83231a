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
      <div className="page-x relative py-3 sm:py-5">
        <div className="flex items-center gap-1">
          <h2
            id="cookie-banner-title"
            ref={titleRef}
            tabIndex={-1}
            className="me-auto font-serif text-base font-semibold outline-none sm:text-lg"
          >
            {m.cookies.title}
          </h2>
          <button
            type="button"
            onClick={props.onReject}
            aria-label={m.cookies.close}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-black/5"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="text-xs text-ink/80 sm:mt-1 sm:text-sm">{m.cookies.text}</p>
        {/* On a phone the note on changing later waits behind Cookie Details, so the banner keeps
            to a third of the screen; from 640px it shows at once. */}
        <p className={`mt-1 text-xs text-ink/80 sm:text-sm ${details ? "" : "max-sm:hidden"}`}>
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
          <div
            id={panelId}
            className="mt-3 grid max-h-[40vh] gap-3 overflow-y-auto md:grid-cols-2 md:max-h-none"
          >
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
        <div className="mt-3 grid grid-cols-[3fr_3fr_2fr] items-center gap-2 sm:flex sm:flex-wrap">
          <button
            type="button"
            onClick={props.onAccept}
            className="min-h-11 select-none text-balance rounded-full px-3 py-1 text-xs leading-tight font-semibold sm:px-5 sm:text-sm bg-ink text-white hover:bg-black"
          >
            {m.cookies.acceptAll}
          </button>
          <button
            type="button"
            onClick={props.onReject}
            className="min-h-11 select-none text-balance rounded-full px-3 py-1 text-xs leading-tight font-semibold sm:px-5 sm:text-sm border border-ink hover:bg-black/5"
          >
            {m.cookies.rejectNonEssential}
          </button>
          <button
            type="button"
            onClick={() => setDetails((d) => !d)}
            aria-expanded={details}
            aria-controls={details ? panelId : undefined}
            className="min-h-11 select-none text-balance rounded-full px-2 py-1 text-xs leading-tight font-semibold underline sm:px-4 sm:text-sm"
          >
            {details ? m.cookies.hideDetails : m.cookies.showDetails}
          </button>
        </div>
      </div>
    </section>
  );
}
