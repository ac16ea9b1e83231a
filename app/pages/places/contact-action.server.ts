import { handleFormPost } from "#app/forms/page-action.server.ts";

/** The /contact-us route action: the contact form posted without JavaScript. */
export async function contactAction({ request }: { request: Request }) {
  return handleFormPost(request, "contact");
}
