// generate-partner-content (spec §7): premium copy and SEO fields of a partner profile.
import type { z } from "zod";
import type { RequestContext } from "~/server/context.server";
import { type JsonFunction, runJson } from "./engine.server";
import { offlinePartnerContent } from "./offline/partner";
import { clip } from "./offline/text";
import { dataBlock, SYSTEM_BASE } from "./prompts";
import { partnerContentInputSchema, partnerContentOutputSchema } from "./schemas";
import { plainText } from "./text";

export interface PartnerContentInput {
  tipo: string;
  nome: string;
  descrizione: string;
  sitoWeb?: string | null;
  regione?: string | null;
  provincia?: string | null;
  comune?: string | null;
  areaTematica?: string | null;
  puntiInteresse?: string | null;
  riconoscimenti?: string | null;
  orariBooking?: string | null;
  indirizzoCitta?: string | null;
  emailContatto?: string | null;
  telefono?: string | null;
}

export interface PartnerContent {
  titolo_premium: string;
  sommario: string;
  chi_siamo: string;
  valori: string;
  servizi: { titolo: string; descrizione: string; cta?: string }[];
  esperienze: { titolo: string; descrizione: string }[];
  info_utili: string;
  cta: string;
  seo_title: string;
  seo_meta_description: string;
}

type PartnerIn = z.output<typeof partnerContentInputSchema>;
type PartnerOut = z.output<typeof partnerContentOutputSchema>;

const partnerContentFn: JsonFunction<PartnerIn, PartnerOut> = {
  name: "generate-partner-content",
  input: partnerContentInputSchema,
  output: partnerContentOutputSchema,
  offline: offlinePartnerContent,
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Scrivi i contenuti premium della scheda pubblica di un partner, con tono elegante e concreto, usando solo le informazioni fornite.`,
    prompt: [
      "Genera i campi della scheda partner in JSON: titolo_premium, sommario (2 frasi), chi_siamo, valori, servizi (3-4, ciascuno con titolo, descrizione e cta facoltativa), esperienze (2-4, titolo e descrizione), info_utili, cta, seo_title (al massimo 60 caratteri), seo_meta_description (al massimo 160 caratteri).",
      dataBlock("profilo partner", JSON.stringify(input, null, 2)),
    ].join("\n\n"),
  }),
  finish: (out) => ({
    titolo_premium: clip(plainText(out.titolo_premium), 160),
    sommario: clip(plainText(out.sommario), 600),
    chi_siamo: clip(plainText(out.chi_siamo), 3000),
    valori: clip(plainText(out.valori), 2000),
    servizi: (out.servizi ?? []).slice(0, 8).map((s) => ({
      titolo: clip(plainText(s.titolo), 120),
      descrizione: clip(plainText(s.descrizione), 600),
      ...(s.cta ? { cta: clip(plainText(s.cta), 120) } : {}),
    })),
    esperienze: (out.esperienze ?? []).slice(0, 8).map((e) => ({
      titolo: clip(plainText(e.titolo), 120),
      descrizione: clip(plainText(e.descrizione), 600),
    })),
    info_utili: clip(plainText(out.info_utili), 1500),
    cta: clip(plainText(out.cta), 300),
    seo_title: clip(plainText(out.seo_title), 60),
    seo_meta_description: clip(plainText(out.seo_meta_description), 160),
  }),
};

/**
 * Premium copy and SEO fields for a partner profile (wizard step 7).
 * seo_title ≤ 60 characters, seo_meta_description ≤ 160. Throws AiError.
 */
export async function generatePartnerContent(
  ctx: RequestContext,
  input: PartnerContentInput,
): Promise<PartnerContent> {
  const result = await runJson(ctx, partnerContentFn, input);
  return result.output;
}
