/**
 * The contact form (spec 000 sections 3, 5 and 8). Contract for the pages: rendered without props
 * on /contact-us; it owns its fields, validation, states, toasts and submission, and posts to the
 * /contact-us route action when JavaScript is off.
 */
export function ContactForm() {
  return <p>The contact form is being built.</p>;
}
