import { NavLink, Outlet } from "react-router";
import { profileTabs } from "./sections-data.ts";
import { SignedIn } from "./signed-in.tsx";

/** /app/profile and its screens: the signed-in user's account. */
export default function ProfileLayout() {
  return (
    <SignedIn>
      <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
        <nav aria-label="Profile">
          <ul className="space-y-1 text-sm">
            <li>
              <NavLink to="/app/profile" end className={tabClass}>
                Overview
              </NavLink>
            </li>
            {profileTabs.map((tab) => (
              <li key={tab.path}>
                <NavLink to={tab.path} className={tabClass}>
                  {tab.label}
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
