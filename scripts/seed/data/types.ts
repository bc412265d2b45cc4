// Shapes of the demo content shipped with the project. The seed script
// (scripts/seed.ts) turns these into database rows and generated artwork.

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

export type PartnerTipo = "ente" | "museo" | "brand" | "enogastronomia" | "altro";
export type AreaTematica =
  | "Arte e Cultura"
  | "Turismo e Territorio"
  | "Cucina e Enogastronomia"
  | "Moda e Design"
  | "Innovazione e Impresa"
  | "Altro";

export interface SeedPartner {
  slug: string;
  tipo: PartnerTipo;
  nome: string;
  /** 200–800 characters. */
  descrizione: string;
  sito_web: string;
  regione: string;
  provincia: string;
  comune: string;
  email_contatto: string;
  telefono: string;
  indirizzo_via: string;
  indirizzo_cap: string;
  indirizzo_citta: string;
  instagram: string | null;
  facebook: string | null;
  linkedin: string | null;
  youtube: string | null;
  tiktok: string | null;
  ha_modulo_contatto: boolean;
  link_modulo_contatto: string | null;
  area_tematica: AreaTematica;
  punti_interesse: string;
  video_url: string | null;
  riconoscimenti: string | null;
  orari_booking: string | null;
  ai_titolo_premium: string;
  ai_sommario: string;
  ai_chi_siamo: string;
  ai_valori: string;
  ai_servizi: { titolo: string; descrizione: string; cta?: string }[];
  ai_esperienze: { titolo: string; descrizione: string }[];
  ai_info_utili: string;
  ai_cta: string;
  /** ≤ 60 characters. */
  seo_title: string;
  /** ≤ 160 characters. */
  seo_meta_description: string;
  /** Days before "now" the profile was created. */
  createdDaysAgo: number;
}
