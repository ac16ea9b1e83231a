import { Link } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";

/** The not-found page: '404', 'Oops! Page not found', Return to Home. */
export function NotFound() {
  const { m } = useI18n();
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <p className="font-serif text-7xl text-gold" aria-hidden="true">
        {m.errors.notFoundCode}
      </p>
      <h1 className="mt-4 font-serif text-3xl">
        <span className="sr-only">{m.errors.notFoundCode} </span>
        {m.errors.notFoundTitle}
      </h1>
      <p className="mt-3 text-ink/80">{m.errors.notFoundText}</p>
      <Link
        to={localize("/")}
        className="mt-8 inline-flex h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold text-white hover:bg-black"
      >
        {m.errors.returnHome}
      </Link>
    </div>
  );
}
