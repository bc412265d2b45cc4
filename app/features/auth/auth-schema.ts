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

// Stand-in for the site's origin: a target is resolved against it and kept only when it stays there.
const SITE = new URL("http://atlante.invalid/");

/** A path a browser could read as another host once normalised or decoded. */
const OFF_SITE_PATH = /^[/\\]{2}/;

/**
 * Only same-origin paths are accepted as post-login/logout targets (no open redirects,
 * ADR 1802). The target is parsed with the WHATWG URL parser — the one browsers use —
 * against the site's origin; it must be a path (starting with one "/"), stay on the site,
 * and still be the same path after a second parse, so normalisation (`/.//evil` → `//evil`),
 * control characters the parser drops, backslashes and encoded slashes cannot turn it
 * into another host. Anything else gives the fallback.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/admin"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > 2048) return fallback;
  // Tabs and newlines are silently removed by the parser; backslashes count as slashes.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  const path = resolveOnSite(target);
  if (path === null || resolveOnSite(path) !== path) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path.split(/[?#]/)[0] ?? "");
  } catch {
    return fallback;
  }
  if (OFF_SITE_PATH.test(path) || OFF_SITE_PATH.test(decoded)) return fallback;
  return path;
}

function resolveOnSite(target: string): string | null {
  let url: URL;
  try {
    url = new URL(target, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE.origin || url.username || url.password) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
