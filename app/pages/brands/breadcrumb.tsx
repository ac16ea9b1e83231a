import { Link } from "react-router";
import { useLocalizedPath } from "#app/i18n/localized-path.ts";

export interface Crumb {
  name: string;
  path: string;
}

/** A visible breadcrumb trail; the last step is the current page. Its JSON-LD comes from `breadcrumbData`. */
export function BrandBreadcrumb({ trail, label }: { trail: readonly Crumb[]; label: string }) {
  const localize = useLocalizedPath();
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink/80">
        {trail.map((step, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={step.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {step.name}
                </span>
              ) : (
                <>
                  <Link
                    to={localize(step.path)}
                    className="inline-flex min-h-11 min-w-11 items-center underline-offset-2 hover:underline"
                  >
                    {step.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
