import { type ReactNode, useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useAuth } from "#app/lib/auth/auth-provider.tsx";
import { AppStatus } from "./app-frame.tsx";
import { appLoginPath } from "./sections-data.ts";

/**
 * Shows its children to a signed-in user only; anyone else is sent to sign in and brought back.
 * The server cannot know (the token lives in browser storage), so the HTML says what is happening.
 */
export function SignedIn({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loginHref = `${appLoginPath}?next=${encodeURIComponent(pathname)}`;

  useEffect(() => {
    if (!auth.loading && !auth.isAuthenticated) navigate(loginHref, { replace: true });
  }, [auth.loading, auth.isAuthenticated, navigate, loginHref]);

  if (auth.loading)
    return (
      <AppStatus title="Checking your sign-in…">
        <noscript>
          <p>
            The app needs JavaScript. <Link to={loginHref}>Sign in</Link> from a browser with JavaScript
            turned on.
          </p>
        </noscript>
      </AppStatus>
    );
  if (!auth.isAuthenticated)
    return (
      <AppStatus title="Please sign in">
        <Link to={loginHref} className="font-semibold underline">
          Sign in or create an account
        </Link>
      </AppStatus>
    );
  return <>{children}</>;
}
