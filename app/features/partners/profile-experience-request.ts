// Spec §7: the experience request the public profile page builds.
import type { ExperienceInput, INTEREST_IDS } from "~/features/ai/schemas";

type InterestId = (typeof INTEREST_IDS)[number];

const AREA_INTERESTS: Record<string, InterestId[]> = {
  "Arte e Cultura": ["art"],
  "Turismo e Territorio": ["nature"],
  "Cucina e Enogastronomia": ["food"],
  "Moda e Design": ["luxury"],
  "Innovazione e Impresa": ["luxury"],
  Altro: ["nature", "art"],
};

export function interestsForArea(area: string | null | undefined): InterestId[] {
  return (area && AREA_INTERESTS[area]) || ["nature"];
}

/** What of a partner's profile the experience request is built from. */
export interface ExperienceSourceProfile {
  slug?: string;
  nome: string;
  sommario: string | null;
  descrizione: string | null;
  areaTematica: string | null;
  puntiInteresse: string | null;
  regione: string | null;
}

export function profileExperienceRequest(profile: ExperienceSourceProfile): ExperienceInput {
  const parts = [
    profile.nome,
    profile.sommario || profile.descrizione || "",
    profile.puntiInteresse ? `Punti di interesse: ${profile.puntiInteresse}` : "",
  ];
  return {
    intent: parts.filter(Boolean).join(". ").replace(/\s+/g, " ").slice(0, 1000),
    interests: interestsForArea(profile.areaTematica),
    duration: "1 giorno",
    company: "coppia",
    region: profile.regione,
    variant: "profile",
    // Issue 16: the partner is part of its own day.
    ...(profile.slug ? { partner: profile.slug } : {}),
  };
}
