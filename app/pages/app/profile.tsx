import { NavLink, Outlet } from "react-router";
import { profileScreens } from "#app/data/app-sections.ts";
import { useAppCopy } from "./copy/index.ts";
import { SignedIn } from "./signed-in.tsx";

/** /app/profile and its screens: the signed-in user's account. */
export default function ProfileLayout() {
  const copy = useAppCopy().profile;
  return (
    <SignedIn>
      <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label={copy.label}>
          <ul className="space-y-1 text-sm">
            <li>
              <NavLink to="/app/profile" end className={tabClass}>
                {copy.overview}
              </NavLink>
            </li>
            {profileScreens.map((screen) => (
              <li key={screen}>
                <NavLink to={`/app/profile/${screen}`} className={tabClass}>
                  {copy.tabs[screen]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </SignedIn>
  );
}

function tabClass({ isActive }: { isActive: boolean }) {
  return `block rounded-lg px-3 py-2 ${isActive ? "bg-ink text-white" : "hover:bg-white"}`;
}
