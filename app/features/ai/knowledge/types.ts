export type InterestId = "nature" | "art" | "food" | "luxury" | "wellness";
export type PlaceCategory =
  | "Arte e Cultura"
  | "Natura"
  | "Enogastronomia"
  | "Storia"
  | "Mare"
  | "Benessere"
  | "Shopping e Design";
export interface KnowledgePlace {
  name: string; // real place name as Italians write it, unique within the region
  city: string; // town/city (or area) where it is
  category: PlaceCategory;
  interests: InterestId[]; // 1–3 of the five
  description: string; // 1–2 factual Italian sentences, 120–260 chars
  suggestedTime: string; // e.g. "2-3 ore", "mezza giornata", "una giornata"
  bestTimeOfDay: "mattina" | "pomeriggio" | "sera" | "giornata";
  tips: string; // one practical Italian tip (booking, best hour, what to wear…), 60–200 chars
  familyFriendly: boolean;
}
export interface KnowledgeDish {
  name: string;
  description: string;
} // description ≤ 160 chars
export interface RegionKnowledge {
  name: string; // Italian region name exactly as listed below
  slug: string; // lowercase ascii hyphenated e.g. "valle-d-aosta", "trentino-alto-adige", "emilia-romagna"
  capital: string;
  intro: string; // 2–3 sentences presenting the region
  places: KnowledgePlace[]; // at least 14, varied categories, spread across the region
  dishes: KnowledgeDish[]; // at least 6 typical dishes/products
  wines: string[]; // 3–6 wines or drinks of the region
  bestSeasons: string[]; // e.g. ["primavera", "inizio autunno"]
  bestTime: string; // one sentence on when to go and why
  howToGet: string; // 2–3 sentences: airports, rail hubs, motorways — real ones
  gettingAround: string; // one or two sentences
  costs: string; // one sentence indicative budget level (no precise prices needed, ranges ok)
  practicalTips: string[]; // 4–6 tips
  curiosities: string[]; // 4–6 true curiosities
}
