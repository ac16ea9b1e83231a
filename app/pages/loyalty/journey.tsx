import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { LoadFailed, Loading } from "#app/pages/app/session-gate.tsx";
import type { Route } from "./+types/journey";
import { EntryList } from "./entries.tsx";
import { entriesKey, loyaltyApi, pageOf } from "./loyalty-api.ts";
import { LoyaltyPage, loadLoyaltyWords, secondaryButton, useLoyaltyWords } from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadLoyaltyWords(request);

/** /app/loyalty/journey: every entry of the points ledger with its cause, newest first, a page at a time. */
export default function JourneyRoute({ loaderData }: Route.ComponentProps) {
  return (
    <LoyaltyPage loaded={loaderData} screen="journey">
      <Entries />
    </LoyaltyPage>
  );
}

function Entries() {
  const { copy } = useLoyaltyWords();
  const { t } = useI18n();
  const [params] = useSearchParams();
  const page = pageOf(params.get("page"));
  const list = useQuery({
    queryKey: entriesKey(page),
    queryFn: () => loyaltyApi.entries(page),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <Loading words={copy.common.loading} />;
  if (list.isError)
    return <LoadFailed words={copy.common} error={list.error} retry={() => void list.refetch()} />;
  const { entries, total, pageSize } = list.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0)
    return (
      <p className="mt-8 rounded-2xl border border-dashed border-line bg-white p-6 text-ink/80">
        {copy.journey.empty}
      </p>
    );
  return (
    <div className="mt-8">
      <h2 id="entries-title" className="sr-only">
        {t(copy.journey.page, { page, pages })}
      </h2>
      <EntryList entries={entries} labelledBy="entries-title" />
      <nav aria-label={copy.journey.title} className="mt-6 flex flex-wrap items-center gap-3">
        {page > 1 ? (
          <Link to={page === 2 ? "?" : `?page=${page - 1}`} className={secondaryButton}>
            {copy.journey.newer}
          </Link>
        ) : null}
        <p className="text-ink/80">{t(copy.journey.page, { page, pages })}</p>
        {page < pages ? (
          <Link to={`?page=${page + 1}`} className={secondaryButton}>
            {copy.journey.older}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
