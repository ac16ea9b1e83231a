/**
 * Field names, defaults and choices the forms need when they are drawn, kept apart from the zod
 * schemas so that no page brings the validation library into its first script (the forms load it
 * when they are first used).
 */

/** The name of the hidden field that only bots fill in. */
export const honeypotField = "website";

export const defaultNewsletterSource = "website_footer";

/** The lead form's use-case choices, in the order the select lists them. */
export const useCases = ["Brand", "Marketplace", "Reseller", "Other"] as const;
export type UseCase = (typeof useCases)[number];
