import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useI18n } from "#app/components/i18n-provider.tsx";

/** A link to another site, opened in a new tab without handing it this window. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const { m } = useI18n();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {m.opensInNewTab}</span>
    </a>
  );
}
