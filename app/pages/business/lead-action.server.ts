import { handleFormPost } from "#app/forms/page-action.server.ts";

/** The /business route action: the lead form posted without JavaScript. */
export async function leadAction({ request }: { request: Request }) {
  return handleFormPost(request, "lead");
}
