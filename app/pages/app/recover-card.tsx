import type { ReactNode } from "react";
import { firstScreenHeight } from "./app-frame.tsx";

/** The card the account screens outside the profile share (sign-in's look): a title, a lead, the rest. */
export function RecoverCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <div className={firstScreenHeight}>
      <div className="mx-auto max-w-md rounded-2xl border border-line bg-white p-8">
        <h1 className="font-serif text-3xl">{title}</h1>
        {lead && <p className="mt-2 text-ink/80">{lead}</p>}
        {children}
      </div>
    </div>
  );
}

export const primaryButton =
  "h-11 w-full rounded-full bg-ink px-6 font-semibold text-white disabled:opacity-60";
export const alertClass = "rounded-lg border border-red-700 bg-red-50 p-3 text-sm text-red-800";
export const noticeClass = "rounded-lg border border-green-800 bg-green-50 p-3 text-sm text-green-900";
