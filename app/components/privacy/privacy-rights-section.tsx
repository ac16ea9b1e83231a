import { AuthProvider } from "#app/lib/auth/auth-provider.tsx";
import { DataRightsPanel } from "./data-rights-panel.tsx";

/** The privacy page's panel with its own sign-in state; loaded only when a session token is stored. */
export default function PrivacyRightsSection() {
  return (
    <AuthProvider>
      <div className="page-x *:max-w-3xl pb-12">
        <DataRightsPanel settingsLink />
      </div>
    </AuthProvider>
  );
}
