// Italian place names the site knows (the AI layer's knowledge base of the 20 regions):
// regions, their capitals and the towns of their places. Used to tell a place from a
// person in an answer, and to match places as places ("Vasto" the town, not "un vasto
// rimboschimento").
import { REGIONS } from "~/features/ai/knowledge";
import { words } from "~/features/ai/offline/text";

export interface KnownPlace {
  /** As written ("Santo Stefano di Sessanio"). */
  name: string;
  /** Normalised words joined by spaces. */
  key: string;
  region: string;
}

export const KNOWN_PLACES: readonly KnownPlace[] = (() => {
  const seen = new Map<string, KnownPlace>();
  const add = (name: string, region: string) => {
    const key = words(name).join(" ");
    if (key.length >= 3 && !seen.has(key)) seen.set(key, { name, key, region });
  };
  for (const r of REGIONS) {
    add(r.name, r.name);
    add(r.capital, r.name);
    for (const p of r.places) add(p.city, r.name);
  }
  return [...seen.values()];
})();

/** Lowercase single words that are place names ("milano", "noto", "vasto"). */
export const PLACE_WORDS: ReadonlySet<string> = new Set(
  KNOWN_PLACES.filter((p) => !p.key.includes(" ")).map((p) => p.key),
);
