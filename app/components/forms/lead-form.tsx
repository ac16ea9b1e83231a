/**
 * The business lead form (spec 000 sections 3, 5 and 8). Contract for the pages: rendered without
 * props inside the lead-capture section of /business; it owns its fields, validation, states,
 * toasts and submission, and posts to the /business route action when JavaScript is off.
 */
export function LeadForm() {
  return <p>The demo request form is being built.</p>;
}
