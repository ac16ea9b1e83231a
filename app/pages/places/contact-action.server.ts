import { type FormPostArgs, handleFormPost } from "#app/forms/page-action.server.ts";

/** The /contact-us route action: the contact form posted without JavaScript. */
export async function contactAction(args: FormPostArgs) {
  return handleFormPost(args, "contact");
}
