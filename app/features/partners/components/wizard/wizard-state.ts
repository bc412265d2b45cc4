import type { AiEsperienza, AiServizio } from "~/db/schema";

/** The wizard's form state (strings for inputs; null only for files). */
export interface WizardForm {
  tipo: string;
  logoUrl: string | null;
  coverUrl: string | null;
  nome: string;
  descrizione: string;
  sitoWeb: string;
  emailContatto: string;
  telefono: string;
  instagram: string;
  facebook: string;
  linkedin: string;
  youtube: string;
  tiktok: string;
  haModuloContatto: boolean;
  linkModuloContatto: string;
  indirizzoVia: string;
  indirizzoCap: string;
  indirizzoCitta: string;
  regione: string;
  provincia: string;
  comune: string;
  areaTematica: string;
  puntiInteresse: string;
  galleriaImmagini: string[];
  videoUrl: string;
  documenti: string[];
  riconoscimenti: string;
  orariBooking: string;
  consensoPubblicazione: boolean;
}

export interface WizardAi {
  aiTitoloPremium: string | null;
  aiSommario: string | null;
  aiChiSiamo: string | null;
  aiValori: string | null;
  aiServizi: AiServizio[] | null;
  aiEsperienze: AiEsperienza[] | null;
  aiInfoUtili: string | null;
  aiCta: string | null;
  seoTitle: string | null;
  seoMetaDescription: string | null;
}

export type WizardProfile = Partial<Record<keyof WizardForm, unknown>> &
  Partial<WizardAi> & {
    id: string;
    slug: string;
    stato: string;
    nome: string;
    tipo: string;
    wizardStep: number;
  };

export const EMPTY_FORM: WizardForm = {
  tipo: "",
  logoUrl: null,
  coverUrl: null,
  nome: "",
  descrizione: "",
  sitoWeb: "",
  emailContatto: "",
  telefono: "",
  instagram: "",
  facebook: "",
  linkedin: "",
  youtube: "",
  tiktok: "",
  haModuloContatto: false,
  linkModuloContatto: "",
  indirizzoVia: "",
  indirizzoCap: "",
  indirizzoCitta: "",
  regione: "",
  provincia: "",
  comune: "",
  areaTematica: "",
  puntiInteresse: "",
  galleriaImmagini: [],
  videoUrl: "",
  documenti: [],
  riconoscimenti: "",
  orariBooking: "",
  consensoPubblicazione: false,
};

export function formFromProfile(profile: WizardProfile | null): WizardForm {
  if (!profile) return { ...EMPTY_FORM };
  const form = { ...EMPTY_FORM };
  for (const key of Object.keys(EMPTY_FORM) as Array<keyof WizardForm>) {
    const value = profile[key];
    if (value === null || value === undefined) continue;
    (form as unknown as Record<string, unknown>)[key] = value;
  }
  return form;
}

export function aiFromProfile(profile: WizardProfile | null): WizardAi {
  return {
    aiTitoloPremium: profile?.aiTitoloPremium ?? null,
    aiSommario: profile?.aiSommario ?? null,
    aiChiSiamo: profile?.aiChiSiamo ?? null,
    aiValori: profile?.aiValori ?? null,
    aiServizi: profile?.aiServizi ?? null,
    aiEsperienze: profile?.aiEsperienze ?? null,
    aiInfoUtili: profile?.aiInfoUtili ?? null,
    aiCta: profile?.aiCta ?? null,
    seoTitle: profile?.seoTitle ?? null,
    seoMetaDescription: profile?.seoMetaDescription ?? null,
  };
}

export function hasGenerated(ai: WizardAi) {
  return Boolean(ai.aiTitoloPremium || ai.aiSommario || ai.aiChiSiamo);
}

export interface ApiAnswer {
  ok: boolean;
  message?: string;
  details?: string[];
  urls?: string[];
  profile?: WizardProfile;
  redirectTo?: string;
}

export const API_URL = "/area-partner/wizard/api";

/** POSTs to the wizard API; network failures become { ok: false }. */
export async function callApi(body: FormData): Promise<ApiAnswer> {
  try {
    const response = await fetch(API_URL, { method: "POST", body, credentials: "same-origin" });
    const json = (await response.json().catch(() => null)) as ApiAnswer | null;
    return json ?? { ok: false };
  } catch {
    return { ok: false };
  }
}
