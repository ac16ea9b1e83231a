import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useI18n } from "#app/components/i18n-provider.tsx";
import { brandDirectory } from "#app/data/brand-directory.ts";
import { brandSlug } from "#app/data/brand-slug.ts";
import { itemCategoryRecords } from "#app/data/categories.ts";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { Field, fieldClass } from "#app/pages/app/field.tsx";
import type { Route } from "./+types/item-type";
import { BrandCombobox } from "./brand-combobox.tsx";
import {
  flowPaths,
  isItemId,
  modeOf,
  type PriceCurrency,
  priceCurrencies,
  readPrice,
  stepHref,
} from "./flow.ts";
import { brandNameOf, type Item, itemsKey, requestsApi } from "./requests-api.ts";
import {
  loadRequestsWords,
  Placeholder,
  primaryButton,
  RequestsScreen,
  ScreenHeader,
  SignedInPart,
  StepList,
  useItemDetail,
  useRequestsWords,
} from "./screen.tsx";

export const loader = ({ request }: Route.LoaderArgs) => loadRequestsWords(request);

/** /app/authenticate/item-type and /app/upload/item-type: what the item is. */
export default function ItemTypeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <RequestsScreen loaded={loaderData}>
      <ItemType />
    </RequestsScreen>
  );
}

function ItemType() {
  const mode = modeOf(useLocation().pathname);
  const { copy } = useRequestsWords();
  const [search] = useSearchParams();
  const itemId = search.get("item");
  return (
    <section aria-labelledby="item-type-title">
      <ScreenHeader
        id="item-type-title"
        label={copy.flow[mode].label}
        title={copy.itemType.title}
        lead={copy.itemType.lead}
      />
      <StepList mode={mode} current="itemType" />
      <SignedInPart placeholder={formPlaceholder}>
        {isItemId(itemId) ? <ExistingItem id={itemId} mode={mode} /> : <ItemForm mode={mode} item={null} />}
      </SignedInPart>
    </section>
  );
}

/** The form's place: its fields and its button. */
const formPlaceholder = <Placeholder blocks={["mt-8 h-[40rem] max-w-2xl"]} />;

function ExistingItem({ id, mode }: { id: string; mode: "authenticate" | "upload" }) {
  const detail = useItemDetail(id, formPlaceholder);
  if (detail.waiting) return detail.waiting;
  return <ItemForm mode={mode} item={detail.data.item} />;
}

/** Every brand of the directory: a brand typed as listed (in any category) is sent with its slug. */
const allBrands = [...new Set(Object.values(brandDirectory).flat())];

type Issues = Partial<Record<"category" | "brandName" | "model" | "colour" | "price", string>>;

function ItemForm({ mode, item }: { mode: "authenticate" | "upload"; item: Item | null }) {
  const { copy, categories } = useRequestsWords();
  const words = copy.itemType;
  const { t } = useI18n();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const ids = {
    category: useId(),
    brand: useId(),
    model: useId(),
    colour: useId(),
    reference: useId(),
    price: useId(),
    currency: useId(),
  };
  const [category, setCategory] = useState(item?.category ?? "");
  const [brand, setBrand] = useState(item ? brandNameOf(item) : "");
  const [issues, setIssues] = useState<Issues>({});
  const [focusFirst, setFocusFirst] = useState(0);

  const save = useMutation({
    mutationFn: (input: Parameters<typeof requestsApi.create>[0]) =>
      item
        ? requestsApi.update(item.id, input)
        : requestsApi.create({ ...input, purpose: mode === "upload" ? "vault" : "authenticate" }),
    onSuccess: async (saved) => {
      await queries.invalidateQueries({ queryKey: itemsKey });
      navigate(stepHref(flowPaths[mode].pictures, saved.id));
    },
  });

  useEffect(() => {
    if (focusFirst === 0) return;
    document.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [focusFirst]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const currency = (text("currency") || "USD") as PriceCurrency;
    const price = readPrice(text("price"), currency);
    const found: Issues = {};
    if (!category) found.category = words.errors.category;
    if (!brand.trim()) found.brandName = words.errors.brand;
    if (!text("model")) found.model = words.errors.model;
    if (!text("colour")) found.colour = words.errors.colour;
    if (price === null) found.price = words.errors.price;
    setIssues(found);
    if (Object.keys(found).length > 0) {
      setFocusFirst((n) => n + 1);
      return;
    }
    const listed = allBrands.find((name) => name.toLowerCase() === brand.trim().toLowerCase());
    save.mutate({
      category,
      brand: listed ? brandSlug(listed) : null,
      brandName: listed ?? brand.trim(),
      model: text("model"),
      colour: text("colour"),
      reference: text("reference"),
      pricePaid: price ? { amount: price, currency } : null,
    });
  }

  const brands = brandDirectory[category] ?? [];
  const issue = (name: keyof Issues) => issues[name];
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-8 max-w-xl space-y-5 rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <div>
        <label htmlFor={ids.category} className="text-sm font-semibold">
          {words.category}
        </label>
        <select
          id={ids.category}
          name="category"
          required
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          aria-invalid={issue("category") ? true : undefined}
          aria-describedby={issue("category") ? `${ids.category}-issue` : undefined}
          className={fieldClass}
        >
          <option value="">{words.chooseCategory}</option>
          {itemCategoryRecords.map((record) => (
            <option key={record.id} value={record.id}>
              {categories.names[record.id]}
            </option>
          ))}
        </select>
        {issue("category") ? (
          <p id={`${ids.category}-issue`} className="mt-1 text-sm font-semibold text-red-800">
            {issue("category")}
          </p>
        ) : null}
      </div>
      <BrandCombobox
        id={ids.brand}
        label={words.brand}
        hint={words.brandHint}
        resultsWords={words.brandResults}
        brands={brands}
        value={brand}
        onChange={setBrand}
        issue={issue("brandName")}
      />
      <Field
        id={ids.model}
        name="model"
        label={words.model}
        required
        maxLength={120}
        defaultValue={item?.model}
        aria-describedby={`${ids.model}-hint`}
        issue={issue("model")}
      >
        <p id={`${ids.model}-hint`} className="mt-1 text-sm text-ink/75">
          {words.modelHint}
        </p>
      </Field>
      <Field
        id={ids.colour}
        name="colour"
        label={words.colour}
        required
        maxLength={60}
        defaultValue={item?.colour}
        issue={issue("colour")}
      />
      <Field
        id={ids.reference}
        name="reference"
        label={`${words.reference} (${copy.common.optional})`}
        maxLength={80}
        dir="auto"
        defaultValue={item?.reference}
        aria-describedby={`${ids.reference}-hint`}
      >
        <p id={`${ids.reference}-hint`} className="mt-1 text-sm text-ink/75">
          {words.referenceHint}
        </p>
      </Field>
      <fieldset>
        <legend className="text-sm font-semibold">
          {words.price} ({copy.common.optional})
        </legend>
        <div className="mt-1 grid grid-cols-[1fr_7rem] gap-3">
          <div>
            <label htmlFor={ids.price} className="sr-only">
              {words.price}
            </label>
            <input
              id={ids.price}
              name="price"
              inputMode="decimal"
              dir="ltr"
              maxLength={20}
              defaultValue={item?.pricePaid?.amount}
              aria-invalid={issue("price") ? true : undefined}
              aria-describedby={`${ids.price}-hint${issue("price") ? ` ${ids.price}-issue` : ""}`}
              className={`${fieldClass} mt-0`}
            />
          </div>
          <div>
            <label htmlFor={ids.currency} className="sr-only">
              {words.currency}
            </label>
            <select
              id={ids.currency}
              name="currency"
              defaultValue={item?.pricePaid?.currency ?? "USD"}
              className={`${fieldClass} mt-0`}
            >
              {priceCurrencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p id={`${ids.price}-hint`} className="mt-1 text-sm text-ink/75">
          {words.priceHint}
        </p>
        {issue("price") ? (
          <p id={`${ids.price}-issue`} className="mt-1 text-sm font-semibold text-red-800">
            {issue("price")}
          </p>
        ) : null}
      </fieldset>
      <div aria-live="polite">
        {save.isError ? (
          <p role="alert" className="font-semibold text-red-800">
            {(save.error as { status?: number }).status === 409
              ? words.errors.locked
              : t(words.errors.failed, { error: serverMessage(save.error) ?? save.error.message })}
          </p>
        ) : null}
      </div>
      <button type="submit" disabled={save.isPending} className={primaryButton}>
        {save.isPending ? words.saving : words.continue}
      </button>
    </form>
  );
}
