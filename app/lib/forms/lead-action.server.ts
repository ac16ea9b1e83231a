/** The /business route action: the lead form posted without JavaScript. Being built. */
export async function leadAction(_args: { request: Request }) {
  return null;
}
