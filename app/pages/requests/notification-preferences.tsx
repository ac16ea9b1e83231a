import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useI18n, useLazyCopy } from "#app/components/i18n-provider.tsx";
import { serverMessage } from "#app/lib/auth/api-client.ts";
import { requestsCopy } from "./copy/index.ts";
import { type NotificationPreferences, requestsApi } from "./requests-api.ts";

const choices = ["requestReceived", "morePhotosNeeded", "verdictReady"] as const;

/**
 * Which request e-mails the owner receives (GET and PUT /api/notifications), on the profile's
 * notifications screen. Drawn only for a signed-in visitor, so its words load in the browser.
 */
export function RequestMailPreferences() {
  const copy = useLazyCopy(requestsCopy);
  const { t } = useI18n();
  const id = useId();
  const preferences = useQuery({ queryKey: ["notifications"], queryFn: requestsApi.notifications });
  const [edited, setEdited] = useState<NotificationPreferences | null>(null);
  const save = useMutation({ mutationFn: requestsApi.saveNotifications });
  if (!copy) return null;
  const words = copy.notifications;
  const shown = edited ?? preferences.data ?? null;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (shown) save.mutate(shown);
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-6 max-w-xl rounded-2xl border border-line bg-white p-6"
    >
      <h2 id={`${id}-title`} className="font-serif text-xl">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-ink/80">{words.text}</p>
      {preferences.isPending ? (
        <p role="status" className="mt-3">
          {copy.common.loading}
        </p>
      ) : preferences.isError || !shown ? (
        <p role="alert" className="mt-3 text-red-800">
          {t(copy.common.failed, {
            error: serverMessage(preferences.error) ?? String(preferences.error?.message ?? ""),
          })}
        </p>
      ) : (
        <fieldset className="mt-3 space-y-1">
          <legend className="sr-only">{words.title}</legend>
          {choices.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                name={choice}
                checked={shown[choice]}
                onChange={(event) => {
                  save.reset();
                  setEdited({ ...shown, [choice]: event.target.checked });
                }}
                className="size-5 shrink-0 accent-ink"
              />
              <span>{words[choice]}</span>
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className={`mt-2 text-sm ${save.isError ? "text-red-800" : "text-green-800"}`}>
        {save.isSuccess
          ? words.saved
          : save.isError
            ? t(words.failed, { error: serverMessage(save.error) ?? save.error.message })
            : ""}
      </p>
      <button
        type="submit"
        disabled={save.isPending || !shown}
        className="mt-2 h-11 rounded-full bg-ink px-6 font-semibold text-white disabled:opacity-60"
      >
        {save.isPending ? words.saving : words.save}
      </button>
    </form>
  );
}
