import { useEffect, useRef, useState } from "react";
import type { FieldIssues } from "#app/forms/issues.ts";

/** The id of the message under a field, the one its `aria-describedby` names. */
export const issueIdOf = (fieldId: string) => `${fieldId}-issue`;

/**
 * The invalid fields of one form, for every form of the site and the app: a failed submission
 * marks each invalid field and moves the focus to the first one; a change afterwards keeps only
 * the marks of fields that are still invalid, so a message clears as soon as its field is fixed.
 * `idOf` turns a field's name into its element's id. `initial` comes from an answer the server
 * rendered (a post without JavaScript): its first field then carries `autofocus`.
 */
export function useFieldIssues(idOf: (name: string) => string, initial?: FieldIssues | null) {
  const [issues, setIssues] = useState<FieldIssues>(() => initial ?? {});
  const [fromServer, setFromServer] = useState(Boolean(initial && Object.keys(initial).length > 0));

  /** The field to focus once it can take the focus (a form disables its fields while sending). */
  const pendingFocus = useRef<string | null>(null);
  useEffect(() => {
    const name = pendingFocus.current;
    if (!name) return;
    const element = document.getElementById(idOf(name));
    element?.focus();
    if (!element || document.activeElement === element) pendingFocus.current = null;
  });

  /** Marks every field named, and focuses the first one. */
  function show(next: FieldIssues) {
    setIssues(next);
    setFromServer(false);
    pendingFocus.current = Object.keys(next)[0] ?? null;
  }

  /** After an edit: the marked fields that are still invalid keep (or update) their message. */
  function recheck(next: FieldIssues) {
    setIssues((marked) => {
      const kept: FieldIssues = {};
      for (const name of Object.keys(marked)) if (next[name]) kept[name] = next[name];
      return kept;
    });
  }

  /**
   * The attributes of a field's control: invalid or not, the message (and any hint) that
   * describes it, and autofocus on the first invalid field of a server-rendered answer.
   */
  function describe(name: string, hint?: string) {
    const message = issues[name];
    const ids = [hint, message ? issueIdOf(idOf(name)) : undefined].filter(Boolean).join(" ");
    return {
      "aria-invalid": message ? (true as const) : undefined,
      "aria-describedby": ids || undefined,
      autoFocus: fromServer && Object.keys(issues)[0] === name ? true : undefined,
    };
  }

  return { issues, show, recheck, clear: () => setIssues({}), describe };
}

export type FieldIssuesState = ReturnType<typeof useFieldIssues>;

/** The message under an invalid field, in the page's language; nothing when the field is fine. */
export function FieldIssue({
  fieldId,
  message,
  tone = "light",
}: {
  fieldId: string;
  message: string | undefined;
  tone?: "light" | "dark";
}) {
  if (!message) return null;
  return (
    <p
      id={issueIdOf(fieldId)}
      data-field-issue=""
      className={`mt-1.5 text-sm font-medium ${tone === "dark" ? "text-[#ffb4a8]" : "text-red-800"}`}
    >
      {message}
    </p>
  );
}

/** The red border of an invalid control, added to its usual classes. */
export const invalidClass = "aria-[invalid=true]:border-red-700 aria-[invalid=true]:border-2";
