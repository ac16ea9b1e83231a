import { Link, useLocation } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import type { Route } from "./+types/start";
import { flowPaths, isItemId, modeOf, momentIn, stepHref } from "./flow.ts";
import { type ItemSummary, itemsKey, itemTitle, requestsApi } from "./requests-api.ts";
import {
  loadRequestsWords,
  Placeholder,
  primaryButton,
  RequestsScreen,
  ScreenHeader,
  SignedInPart,
  useRequestsWords,
  useScreenData,
} from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadRequestsWords(request);

/** /app/authenticate and /app/upload: start, and the owner's items with where each stands. */
export default function StartRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequestsScreen loaded={loaderData}>
      <Start />
    </RequestsScreen>
  );
}

function Start() {
  const mode = modeOf(useLocation().pathname);
  const { copy } = useRequestsWords();
  const words = copy.flow[mode];
  return (
    <section aria-labelledby="start-title">
      <ScreenHeader id="start-title" label={words.label} title={words.title} lead={words.lead} />
      <ol className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-3">
        {(mode === "authenticate"
          ? (["itemType", "pictures", "complete"] as const)
          : (["itemType", "pictures"] as const)
        ).map((step, i) => (
          <li key={step} className="flex items-center gap-3 rounded-xl border border-line bg-white p-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-light font-semibold"
            >
              {i + 1}
            </span>
            <span className="font-semibold">{copy.steps[step]}</span>
          </li>
        ))}
      </ol>
      <SignedInPart placeholder={<Placeholder blocks={[startButtonBlock, ...listBlocks]} />}>
        <Link to={flowPaths[mode].itemType} className={`${primaryButton} mt-6`}>
          {words.start}
        </Link>
        <ItemList mode={mode} />
      </SignedInPart>
    </section>
  );
}

/** The start button's place, then the list's: its heading line and one item's card. */
const startButtonBlock = "mt-6 h-11 w-56 max-w-full";
const listBlocks = ["mt-10 h-9 w-64 max-w-full", "mt-4 h-[13.5rem] md:w-[calc(50%-0.5rem)]"] as const;

function ItemList({ mode }: { mode: "authenticate" | "upload" }) {
  const { copy, categories } = useRequestsWords();
  const { t } = useI18n();
  const items = useScreenData({
    queryKey: itemsKey,
    queryFn: requestsApi.list,
    placeholder: <Placeholder blocks={listBlocks} />,
  });
  const words = copy.flow[mode];
  if (items.waiting) return items.waiting;
  const shown = items.data.items.filter((item) =>
    mode === "authenticate"
      ? item.purpose === "authenticate" || Boolean(item.request)
      : item.purpose === "vault",
  );
  return (
    <section aria-labelledby="items-title" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="items-title" className="font-serif text-2xl">
          {words.listTitle}
        </h2>
        <p className="text-ink/80">{t(copy.common.balance, { credits: items.data.balance })}</p>
      </div>
      {shown.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-line bg-white p-6 text-ink/80">
          {words.empty}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {shown.map((item) => (
            <li key={item.id} className="rounded-2xl border border-line bg-white p-5">
              <ItemCard
                item={item}
                mode={mode}
                categoryName={categoryName(categories.names, item.category)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function categoryName(names: Record<string, string>, id: string): string {
  return Object.hasOwn(names, id) ? (names[id] ?? id) : id;
}

function ItemCard({
  item,
  mode,
  categoryName,
}: {
  item: ItemSummary;
  mode: "authenticate" | "upload";
  categoryName: string;
}) {
  const { copy } = useRequestsWords();
  const { t, language } = useI18n();
  const state = item.request?.state ?? null;
  const isDraft = !state || state === "draft";
  const href =
    isDraft && mode === "authenticate" && isItemId(item.id)
      ? stepHref(flowPaths.authenticate.pictures, item.id)
      : `/app/item/${item.id}`;
  const title = itemTitle(item) || copy.list.untitled;
  return (
    <>
      <p className="text-sm text-ink/75">{categoryName}</p>
      <h3 className="mt-1 font-semibold [overflow-wrap:anywhere]">
        <Link
          to={href}
          className="inline-flex min-h-11 min-w-11 items-center underline-offset-4 hover:underline"
        >
          {title}
        </Link>
      </h3>
      {item.colour ? <p className="text-sm text-ink/80 [overflow-wrap:anywhere]">{item.colour}</p> : null}
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-paper px-3 py-1 font-semibold">
          {state ? (copy.states[state as keyof typeof copy.states] ?? state) : copy.list.notRequested}
        </span>
        {item.createdAt ? (
          <span className="text-ink/75">
            {t(copy.list.created, { date: momentIn(language, item.createdAt, false) })}
          </span>
        ) : null}
      </p>
      {item.request?.deadlineAt && state && !["draft", "cancelled", "certificate_issued"].includes(state) ? (
        <p className="mt-1 text-sm text-ink/80">
          {t(copy.list.deadline, { date: momentIn(language, item.request.deadlineAt) })}
        </p>
      ) : null}
      <Link
        to={href}
        className="mt-3 inline-flex min-h-11 min-w-11 items-center justify-center font-semibold underline"
        aria-label={`${isDraft ? copy.list.continue : copy.list.open}: ${title}`}
      >
        {isDraft ? copy.list.continue : copy.list.open}
      </Link>
    </>
  );
}
