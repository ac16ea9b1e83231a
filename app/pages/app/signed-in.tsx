import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { appLoginPath } from "#app/data/app-sections.ts";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { AppStatus, firstScreenHeight } from "./app-frame.tsx";
import { useAppCopy } from "./copy/index.ts";

/**
 * Shows its children to a signed-in user only; anyone else is sent to sign in and brought back.
 * The server cannot know (the token lives in browser storage), so the HTML says what is happening.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const copy = useAppCopy().signedIn;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loginHref = `${appLoginPath}?next=${encodeURIComponent(pathname)}`;

  useEffect(() => {
    if (!auth.loading && !auth.isAuthenticated) navigate(loginHref, { replace: true });
  }, [auth.loading, auth.isAuthenticated, navigate, loginHref]);

  if (auth.loading)
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
  // Signed out: the effect above is already on its way to the sign-in screen. The title stays
  // as it was, so that nothing in the box moves in the frame before the sign-in card replaces it.
  if (!auth.isAuthenticated)
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
