/**
 * The keys of the forms' validation messages (the `forms.issues` messages), kept apart from the
 * zod schemas so that reading an answer does not bring the validation library along.
 */

/** The checks a visitor fails by leaving something out: their texts are the forms' own. */
export const requiredIssueKeys = [
  "firstNameRequired",
  "lastNameRequired",
  "emailRequired",
  "messageRequired",
  "nameRequired",
  "companyRequired",
  "useCaseRequired",
  "consentRequired",
] as const;

export const issueKeys = [
  "invalidEmail",
  ...requiredIssueKeys,
  "tooLong",
  "controlCharacters",
  "invalidField",
] as const;
export type IssueKey = (typeof issueKeys)[number];

/** The invalid fields of a failed submission, in the form's order: field name to its message. */
export type FieldIssues = Record<string, string>;
