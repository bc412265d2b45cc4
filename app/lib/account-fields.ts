import { z } from "zod";
import * as MESSAGES from "~/lib/messages";

/**
 * The account fields of spec §5, shared by the app's forms (features/auth) and the
 * rules applied to Better Auth's own endpoints (server/auth-hooks), so both
 * accept exactly the same input with the same Italian messages.
 */
export const emailField = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254, { error: MESSAGES.invalidEmail }));

export const passwordField = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(6, { error: MESSAGES.passwordTooShort })
  .max(128, { error: MESSAGES.passwordTooLong });

export const fullNameField = z.string().trim().max(120, { error: MESSAGES.nameTooLong }).optional();
