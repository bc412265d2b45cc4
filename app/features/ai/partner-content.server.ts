// generate-partner-content (spec §7): premium copy and SEO fields of a partner profile.
import type { z } from "zod";
import type { RequestContext } from "~/server/context.server";
import { checkPartnerCopy } from "./copy-check";
import { type JsonFunction, runJson } from "./engine.server";
import { italianLexicon } from "./italian/lexicon.server";
import { offlinePartnerContent } from "./offline/partner";
import { clip } from "./offline/text";
import { dataBlock, SYSTEM_BASE } from "./prompts";
import {
  partnerContentInputSchema,
  partnerContentOutputSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from "./schemas";
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

/** Clean-up of any partner copy before it is validated and saved: plain text, caps, clean cuts. */
export function finishPartnerContent(out: PartnerOut): PartnerOut {
  return {
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
    seo_title: clip(plainText(out.seo_title), SEO_TITLE_MAX),
    seo_meta_description: clip(plainText(out.seo_meta_description), SEO_DESCRIPTION_MAX),
  };
}

const partnerContentFn: JsonFunction<PartnerIn, PartnerOut> = {
  name: "generate-partner-content",
  input: partnerContentInputSchema,
  output: partnerContentOutputSchema,
  offline: (input) => offlinePartnerContent(input, italianLexicon),
  prompt: (input) => ({
    system: `${SYSTEM_BASE} Scrivi i contenuti premium della scheda pubblica di un partner, con tono elegante e concreto, usando solo le informazioni fornite: non inventare prezzi, date, premi né orari.`,
    prompt: [
      `Genera i campi della scheda partner in JSON: titolo_premium, sommario (2 frasi), chi_siamo, valori, servizi (3-4, ciascuno con titolo, descrizione e cta facoltativa), esperienze (2-4, titolo e descrizione), info_utili, cta, seo_title (al massimo ${SEO_TITLE_MAX} caratteri), seo_meta_description (al massimo ${SEO_DESCRIPTION_MAX} caratteri). Ogni testo è una frase compiuta: nessuna frase ripetuta, nessun testo troncato.`,
      dataBlock("profilo partner", JSON.stringify(input, null, 2)),
    ].join("\n\n"),
  }),
  finish: finishPartnerContent,
  // The provider's copy must pass the copy checker, or the offline copy is used.
  checkProvider: (out, input) =>
    Object.keys(checkPartnerCopy(out, { lexicon: italianLexicon, source: partnerSource(input) })).length ===
    0,
};

/** Everything the partner wrote: faults already in it are not blamed on the copy. */
export function partnerSource(
  input: Partial<Record<keyof PartnerContentInput, string | null | undefined>>,
): string {
  return Object.values(input)
    .filter((v): v is string => typeof v === "string")
    .join("\n");
}

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
