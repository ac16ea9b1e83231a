import { LeadForm } from "#app/components/forms/lead-form.tsx";
import { leadAction } from "#app/lib/forms/lead-action.server.ts";

/** The lead form posted without JavaScript (spec 000 section 5). */
export const action = leadAction;

/** Placeholder while the page is built: replaced in this session. */
export default function BusinessPage() {
  return (
    <div className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-serif text-3xl">Business (being built)</h1>
      <LeadForm />
    </div>
  );
}
