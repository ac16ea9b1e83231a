/** The /contact-us route action: the contact form posted without JavaScript. Being built. */
export async function contactAction(_args: { request: Request }) {
  return null;
}
