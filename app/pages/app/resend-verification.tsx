import { useState } from "react";
import { apiClient, serverMessage } from "#app/lib/auth/api-client.ts";
import type { AuthResponse } from "#app/lib/auth/types.ts";
import { useAppCopy } from "./copy/index.ts";

/** "Send a new link" for the signed-in user's unconfirmed address, with the server's answer beside it. */
export function ResendVerification() {
  const copy = useAppCopy().emailStatus;
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  async function resend() {
    setPending(true);
    try {
      const answer = await apiClient.post<AuthResponse<unknown>>("/auth/resend-verification");
      setResult({ ok: true, text: answer.message });
    } catch (error) {
      setResult({ ok: false, text: serverMessage(error) ?? (error as Error).message });
    } finally {
      setPending(false);
    }
  }
  return (
    <div>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={pending}
        className="h-11 rounded-full border border-ink px-6 font-semibold disabled:opacity-60"
      >
        {pending ? copy.resending : copy.resend}
      </button>
      <p
        role="status"
        className={`mt-2 text-sm [overflow-wrap:anywhere] ${result?.ok === false ? "text-red-800" : "text-green-800"}`}
      >
        {result?.text}
      </p>
    </div>
  );
}
