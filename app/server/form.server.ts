import { data } from "react-router";

export const FORM_MESSAGES = {
  unreadable: "Il modulo inviato non è leggibile: ricarica la pagina e riprova.",
  invalidCharacters:
    "Il modulo contiene caratteri non validi (come il carattere nullo): correggi il testo e riprova.",
} as const;

/** NUL, which neither database stores in text, or UTF-16 halves that encode nothing. */
export function hasInvalidText(value: string) {
  return value.includes("\0") || !value.isWellFormed();
}

/**
 * Reads a submitted form at the boundary (issue 18, ADR 1803): a body that is not a form
 * (wrong type, multipart without boundary, broken encoding) answers 400, and a text field
 * carrying NUL answers 422, both with an Italian message — never a 500 from deeper down.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw formRefusal(400, FORM_MESSAGES.unreadable);
  }
  if (hasInvalidField(form)) throw formRefusal(422, FORM_MESSAGES.invalidCharacters);
  return form;
}

/** Whether a field's name, text or file name carries NUL or broken UTF-16. */
export function hasInvalidField(form: FormData) {
  for (const [name, value] of form) {
    if (
      hasInvalidText(name) ||
      (typeof value === "string" ? hasInvalidText(value) : hasInvalidText(value.name))
    )
      return true;
  }
  return false;
}

function formRefusal(status: 400 | 422, message: string) {
  return data({ ok: false, message, toast: { type: "error", title: message } }, { status });
}

/** The status and message of readForm's refusal, for routes answering JSON of their own. */
export function formRefusalOf(error: unknown): { status: number; message: string } {
  const refusal = error as { data?: { message?: unknown }; init?: { status?: number } } | null;
  if (typeof refusal?.data?.message === "string" && refusal.init?.status)
    return { status: refusal.init.status, message: refusal.data.message };
  return { status: 400, message: FORM_MESSAGES.unreadable };
}

/** JSON.parse that throws when a string (escaped NULs, lone UTF-16 halves) is invalid text. */
export function parseCleanJson(text: string): unknown {
  return JSON.parse(text, (_key, value) => {
    if (typeof value === "string" && hasInvalidText(value)) throw new SyntaxError("invalid characters");
    return value;
  });
}
