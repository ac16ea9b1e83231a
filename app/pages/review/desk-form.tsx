import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { inputClass } from "./screen.tsx";

/**
 * The parts the review desk's forms are made of: one choice (radio button or check box) as a
 * 44 px target with its words, one labelled text area, and the live line under a form that
 * says first what the form itself refuses, then what the server refused.
 */
export function Choice({
  type,
  name,
  checked,
  disabled,
  onChange,
  children,
}: {
  type: "radio" | "checkbox";
  name?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input
        type={type}
        name={name}
        className="size-5 accent-ink"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {children}
    </label>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  className = "mt-4 block font-semibold",
  height = "min-h-20",
  ...rest
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  className?: string;
  height?: string;
  required?: boolean;
  readOnly?: boolean;
  "aria-describedby"?: string;
}) {
  return (
    <label className={className}>
      {label}
      <textarea
        className={`${inputClass} ${height}`}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...rest}
      />
    </label>
  );
}

export function FormProblems({ problem, failure }: { problem: string | null; failure: string | null }) {
  const line = (text: string) => (
    <p role="alert" className="mt-3 font-semibold text-red-800">
      {text}
    </p>
  );
  return (
    <div aria-live="polite">
      {problem ? line(problem) : null}
      {failure ? line(failure) : null}
    </div>
  );
}

/** A desk action: sent once, then the queue is asked again (the request left it or moved) and `done` runs. */
export function useDeskAction<Input, Answer>(
  run: (input: Input) => Promise<Answer>,
  done: (answer: Answer) => void,
) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      await queries.invalidateQueries({ queryKey: ["review", "queue"] });
      done(answer);
    },
  });
}
