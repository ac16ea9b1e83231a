/**
 * A request's time left before its deadline, as the queue words it: hours under two days, whole
 * days beyond; past the deadline, how late it is. The words pick their plural form per language
 * (copy `timeLeft`), so this returns the message key and its count.
 */
export type TimeLeft =
  | { key: "hours" | "overdueHours"; values: { hours: number } }
  | { key: "days" | "overdueDays"; values: { days: number } }
  | { key: "none"; values: Record<string, never> };

const hourMs = 3_600_000;

export function timeLeft(deadlineAt: string | null, now: number): TimeLeft {
  const deadline = deadlineAt ? Date.parse(deadlineAt) : Number.NaN;
  if (!Number.isFinite(deadline)) return { key: "none", values: {} };
  const late = deadline < now;
  const hours = Math.floor(Math.abs(deadline - now) / hourMs);
  if (hours < 48) return { key: late ? "overdueHours" : "hours", values: { hours } };
  return { key: late ? "overdueDays" : "days", values: { days: Math.floor(hours / 24) } };
}
