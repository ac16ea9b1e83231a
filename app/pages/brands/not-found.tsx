import { Link } from "react-router";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";
import { primaryButtonClass } from "./section.tsx";

/** The not-found state of a brand or category page, served with HTTP 404. */
export function BrandNotFound({ title, text, link }: { title: string; text: string; link: string }) {
  const localize = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <h1 className="font-serif text-3xl">{title}</h1>
      <p className="mt-3 text-ink/80">{text}</p>
      <Link to={localize("/what-we-authenticate")} className={`mt-8 ${primaryButtonClass}`}>
        {link}
      </Link>
    </div>
  );
}
