import { ContactForm } from "#app/components/forms/contact-form.tsx";
import { contactAction } from "#app/lib/forms/contact-action.server.ts";

/** The contact form posted without JavaScript (spec 000 section 5). */
export const action = contactAction;

/** Placeholder while the page is built: replaced in this session. */
export default function ContactUsPage() {
  return (
    <div className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-serif text-3xl">ContactUs (being built)</h1>
      <ContactForm />
    </div>
  );
}
