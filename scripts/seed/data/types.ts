// Shapes of the demo content shipped with the project. The seed script
// (scripts/seed/seed.ts) turns these into database rows through the factories of
// tests/factories and generated artwork.

import type { AreaTematica, PartnerTipo } from "~/features/partners/profile-fields";

export type SectionSlug = "moda" | "lifestyle" | "design" | "arte" | "turismo" | "innovazione";

export interface SeedCategory {
  slug: SectionSlug;
  name: string;
  description: string;
  orderIndex: number;
}

export interface SeedArticle {
  slug: string;
  title: string;
  category: SectionSlug;
  excerpt: string;
  /** Article body as HTML: <p>, <h2>, <h3>, <ul>/<li>, <blockquote>, <strong>, <em> only. */
  content: string;
  author: string;
  readTime: string;
  /** Publication date relative to the seed run, in days before "now". */
  publishedDaysAgo: number;
}

export interface SeedRankingItem {
  rank: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  score: number | null;
}

export interface SeedRanking {
  slug: string;
  title: string;
  description: string;
  orderIndex: number;
  items: SeedRankingItem[];
}

/** A demo partner: the seed spreads it into the profile row (tests/factories), so its keys are columns. */
export interface SeedPartner {
  slug: string;
  tipo: PartnerTipo;
  nome: string;
  /** 200–800 characters. */
  descrizione: string;
  sitoWeb: string;
  regione: string;
  provincia: string;
  comune: string;
  emailContatto: string;
  telefono: string;
  indirizzoVia: string;
  indirizzoCap: string;
  indirizzoCitta: string;
  instagram: string | null;
  facebook: string | null;
  linkedin: string | null;
  youtube: string | null;
  tiktok: string | null;
  haModuloContatto: boolean;
  linkModuloContatto: string | null;
  areaTematica: AreaTematica;
  puntiInteresse: string;
  videoUrl: string | null;
  riconoscimenti: string | null;
  orariBooking: string | null;
  aiTitoloPremium: string;
  aiSommario: string;
  aiChiSiamo: string;
  aiValori: string;
  aiServizi: { titolo: string; descrizione: string; cta?: string }[];
  aiEsperienze: { titolo: string; descrizione: string }[];
  aiInfoUtili: string;
  aiCta: string;
  /** ≤ 60 characters. */
  seoTitle: string;
  /** ≤ 160 characters. */
  seoMetaDescription: string;
  /** Days before "now" the profile was created. */
  createdDaysAgo: number;
}
