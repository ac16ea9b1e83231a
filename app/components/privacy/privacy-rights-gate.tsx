import { lazy, Suspense, useEffect, useState } from "react";
import { tokenStorageKey } from "#app/lib/auth/token-key.ts";

const PrivacyRightsSection = lazy(() => import("./privacy-rights-section.tsx"));

/**
 * Marks the place of the data-rights panel on the privacy page. A visitor without a stored
 * session downloads nothing more; a signed-in one gets the panel once the session is confirmed.
 */
export function PrivacyRightsGate() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    try {
      setSignedIn(Boolean(window.localStorage.getItem(tokenStorageKey)));
    } catch {
      setSignedIn(false);
    }
  }, []);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyRightsSection />
    </Suspense>
  );
}
