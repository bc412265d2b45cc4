import { z } from "zod";
import { emailField, fullNameField, passwordField } from "~/lib/account-fields";
import * as MESSAGES from "~/lib/messages";

const email = emailField;
const password = passwordField;

/**
 * Spec §5: valid e-mail, password of at least 6 characters, full name
 * optional (only sent when registering). One schema for both modes.
 */
export const authFormSchema = z.object({
  intent: z.enum(["signin", "signup"]),
  fullName: fullNameField,
  email,
  password,
});

export const initAdminSchema = z.object({
  fullName: z
    .string()
    .trim()
    .max(120, { error: "Il nome può contenere al massimo 120 caratteri" })
    .optional(),
  email,
  password: z
    .string({ error: "La password deve essere di almeno 12 caratteri" })
    .min(12, { error: "La password deve essere di almeno 12 caratteri" })
    .max(128, { error: MESSAGES.passwordTooLong }),
  token: z
    .string({ error: "Inserisci il codice di configurazione" })
    .trim()
    .min(1, { error: "Inserisci il codice di configurazione" }),
});

/** Only same-site paths are accepted as post-login targets (no open redirects). */
export function safeRedirect(target: string | null | undefined, fallback = "/admin"): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const url = new URL(target, "http://atlante.invalid");
    if (url.origin !== "http://atlante.invalid") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
