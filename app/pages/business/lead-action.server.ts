import { type FormPostArgs, handleFormPost } from "#app/forms/page-action.server.ts";

/** The /business route action: the lead form posted without JavaScript. */
export async function leadAction(args: FormPostArgs) {
  return handleFormPost(args, "lead");
}
