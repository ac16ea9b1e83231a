/** Password rules shared by the registration form and the server. */
export const passwordRules = {
  minLength: 10,
  maxLength: 200,
} as const;
