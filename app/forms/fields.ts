/**
 * Field names and defaults the footer needs on every page, kept apart from the zod schemas so
 * that the newsletter form does not bring the validation library into every page's bundle.
 */

/** The name of the hidden field that only bots fill in. */
export const honeypotField = "website";

export const defaultNewsletterSource = "website_footer";
