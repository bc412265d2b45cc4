/** Helpers of the public profile page: safe links and the partner's free texts. */

/** Only http(s) links are ever put in an href. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Links that leave the site open in a new tab. */
export const externalLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;

export function paragraphs(text: string) {
  return text
    .split(/\n{2,}|\r\n\r\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function splitList(text: string) {
  return text
    .split(/\n|;|,(?![^()]*\))/)
    .map((p) => p.trim())
    .filter(Boolean);
}
