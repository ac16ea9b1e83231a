import type { ReactNode } from "react";
import { Link } from "react-router";
import { AppStatus, firstScreenHeight } from "./app-frame.tsx";
import { useAppCopy } from "./copy/index.ts";
import { useSessionCheck } from "./session-gate.tsx";

/**
 * Shows its children to a signed-in user only; anyone else is sent to sign in and brought back
 * (`useSessionCheck`). For the app's screens without a heading of their own: the HTML says what is
 * happening in a box with its own title.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const copy = useAppCopy().signedIn;
  const { confirmed, loading, loginHref } = useSessionCheck();
  if (loading)
    return (
      <AppStatus title={copy.checking}>
        <noscript>
          <p>
            {copy.needsScriptBefore} <Link to={loginHref}>{copy.needsScriptLink}</Link>{" "}
            {copy.needsScriptAfter}
          </p>
        </noscript>
      </AppStatus>
    );
  // Signed out: the check is already on its way to the sign-in screen. The title stays as it
  // was, so that nothing in the box moves in the frame before the sign-in card replaces it.
  if (!confirmed)
    return (
      <AppStatus title={copy.checking}>
        <Link to={loginHref} className="font-semibold underline">
          {copy.signInOrRegister}
        </Link>
      </AppStatus>
    );
  // The content keeps at least the checking box's height, so a short screen does not pull the footer up.
  return <div className={firstScreenHeight}>{children}</div>;
}
