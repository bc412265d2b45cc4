import {
  AI_FIELDS,
  type AiField,
  emptyIsNull,
  type FieldKind,
  mapFields,
  type PartnerTipo,
  PROFILE_FIELD_KEYS,
  PROFILE_FIELDS,
  type ProfileField,
  type WizardAi,
} from "~/features/partners/profile-fields";

export type { WizardAi };

type FormValue<K extends FieldKind> = K extends "text"
  ? string
  : K extends "file"
    ? string | null
    : K extends "files"
      ? string[]
      : boolean;
type Fields = typeof PROFILE_FIELDS;

/** The wizard's form state, one entry per profile field (strings for inputs; null only for files). */
export type WizardForm = { -readonly [K in ProfileField]: FormValue<Fields[K]["kind"]> };

export type WizardProfile = Partial<Record<ProfileField, unknown>> &
  Partial<WizardAi> & {
    id: string;
    slug: string;
    stato: string;
    nome: string;
    tipo: string;
    wizardStep: number;
  };

const EMPTY_VALUE: { [K in FieldKind]: FormValue<K> } = { text: "", file: null, files: [], flag: false };

export const EMPTY_FORM = mapFields(PROFILE_FIELDS, (f) => EMPTY_VALUE[f.kind]) as WizardForm;

export function formFromProfile(profile: WizardProfile | null): WizardForm {
  const form = { ...EMPTY_FORM };
  if (!profile) return form;
  for (const key of PROFILE_FIELD_KEYS) {
    const value = profile[key];
    if (value !== null && value !== undefined) (form as Record<string, unknown>)[key] = value;
  }
  return form;
}

export function aiFromProfile(profile: WizardProfile | null): WizardAi {
  return mapFields(AI_FIELDS, (_f, key: AiField) => profile?.[key] ?? null) as WizardAi;
}

type Nullable<T> = T extends string ? string | null : T;

/** The form as a stored profile holds it (the step-8 preview): empty optional texts are null. */
export function formAsProfile(form: WizardForm) {
  const row = mapFields(PROFILE_FIELDS, (_f, key) => (emptyIsNull(key) ? form[key] || null : form[key])) as {
    [K in ProfileField]: Nullable<WizardForm[K]>;
  };
  return { ...row, tipo: form.tipo as PartnerTipo, nome: form.nome };
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

/** POSTs `intent`, its fields and files to the wizard API; network failures become { ok: false }. */
export async function callApi(
  intent: string,
  fields: Record<string, string> = {},
  files: File[] = [],
): Promise<ApiAnswer> {
  const body = new FormData();
  body.set("intent", intent);
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  for (const file of files) body.append("file", file);
  try {
    const response = await fetch(API_URL, { method: "POST", body, credentials: "same-origin" });
    const json = (await response.json().catch(() => null)) as ApiAnswer | null;
    return json ?? { ok: false };
  } catch {
    return { ok: false };
  }
}
