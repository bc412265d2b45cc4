// The partner as the offline copy speaks of it: its name with the right article
// ("il Museo della Pietra", "l'Ente…", "le Officine…", "Intagli Sassolungo"), its
// place ("a Trani, in Puglia"), and its own sentences, cleaned.
import {
  aPlace,
  capitalise,
  inRegion,
  leadingArticle,
  ofRegion,
  prepositionBeforeName,
  type SimplePreposition,
  withArticle,
  withPreposition,
} from "../italian/grammar";
import { type Lexicon, type NameHead, nameHead } from "../italian/lexicon";
import type { PartnerTipo } from "./partner-phrases";
import { hashString } from "./text";

export interface PartnerInput {
  tipo: string;
  nome: string;
  descrizione: string;
  sitoWeb?: string | null | undefined;
  regione?: string | null | undefined;
  provincia?: string | null | undefined;
  comune?: string | null | undefined;
  areaTematica?: string | null | undefined;
  puntiInteresse?: string | null | undefined;
  riconoscimenti?: string | null | undefined;
  orariBooking?: string | null | undefined;
  indirizzoCitta?: string | null | undefined;
  emailContatto?: string | null | undefined;
  telefono?: string | null | undefined;
}

export interface Place {
  /** "Trani", or null when the partner gave no place. */
  name: string | null;
  /** "a Trani", "ad Alghero", "alla Spezia", "in Puglia", "in Italia". */
  at: string;
  /** "di Trani", "della Spezia", "della Puglia"… */
  of: string;
  /** "a Trani, in Puglia". */
  where: string;
  region: string | null;
  /** The town is in the partner's name ("Comune di Alghero"): sentences do not say it again. */
  inName: boolean;
}

export interface Partner {
  tipo: PartnerTipo;
  /** The full name, as the partner wrote it. */
  name: string;
  /** The name without a subtitle ("Collezione Vallerani - Design Italiano" → "Collezione Vallerani"). */
  short: string;
  plural: boolean;
  place: Place;
  area: string | null;
  /** "il Museo della Pietra", "Intagli Sassolungo". */
  the(): string;
  /** The same at the start of a sentence. */
  atStart(): string;
  /** "del Museo della Pietra", "all'Ente…", "di Intagli Sassolungo". */
  of(preposition: SimplePreposition): string;
  /**
   * How a later sentence names it: the head noun ("la fondazione", "il museo",
   * "le officine"), or the name again when it has none ("Intagli Sassolungo").
   */
  mention: { the(): string; atStart(): string; of(preposition: SimplePreposition): string };
  verb(singular: string, plural: string): string;
  /** Stable seed for choices between equivalent phrasings. */
  seed: string;
}

const TIPI: Record<string, PartnerTipo> = {
  ente: "ente",
  museo: "museo",
  brand: "brand",
  enogastronomia: "enogastronomia",
  azienda_enogastronomica: "enogastronomia",
  altro: "altro",
};

/** Whitespace and punctuation an editor would fix: doubled stops, spaces before marks, missing final stop. */
export function tidy(text: string | null | undefined): string {
  return (text ?? "")
    .replace(/\s+/g, " ")
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/([,;:])\1+/g, "$1")
    .replace(/(?<![.…])\.\.(?![.…])/g, ".")
    .replace(/\.{4,}/g, "…")
    .replace(/…\.|\.…/g, "…")
    .replace(/([,;])(?=\p{L})/gu, "$1 ")
    .trim();
}

export function endSentence(text: string): string {
  const t = text.trim().replace(/[,;:\s]+$/, "");
  return !t || /[.!?…]["»”)]?$/.test(t) ? t : `${t}.`;
}

const ABBREVIATION =
  /(?:\b\p{Lu}|\bS\.r\.l|\bS\.p\.A|\bs\.n\.c|\becc|\bSant|\bdott|\bprof|\barch|\bing|\bsig|\bn|\bpag|\bvia|\bfr)\.$/u;

/** The sentences of the partner's text, cleaned, each ending with its stop, without repeats. */
export function ownSentences(text: string | null | undefined): string[] {
  const pieces = tidy(text).split(/(?<=[.!?…])\s+(?=[\p{Lu}«"“\d])/u);
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out[out.length - 1];
    if (last && ABBREVIATION.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  const seen = new Set<string>();
  return out
    .map((s) => capitalise(endSentence(s)))
    .filter((s) => {
      const key = s
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, " ")
        .trim();
      if (!key || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** A list the partner typed one item a line (or with ; or commas outside brackets). */
export function ownList(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  return (text ?? "")
    .split(/\n|;|•|,(?![^()]*\))/)
    .map((s) =>
      s
        .replace(/^[-*\s]+/, "")
        .replace(/[.\s]+$/, "")
        .trim(),
    )
    .filter((s) => {
      const key = s.toLowerCase();
      if (s.length < 2 || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function placeOf(input: PartnerInput, name: string): Place {
  const clean = (v: string | null | undefined) => tidy(v).replace(/[.,;]+$/, "") || null;
  const town = clean(input.comune) ?? clean(input.indirizzoCitta) ?? clean(input.provincia);
  const region = clean(input.regione);
  if (town) {
    const at = prepositionBeforeName("a", town);
    const sameAsRegion = region?.toLowerCase() === town.toLowerCase();
    return {
      name: town,
      at,
      of: prepositionBeforeName("di", town),
      where: region && !sameAsRegion ? `${at}, ${inRegion(region)}` : at,
      region,
      inName: normal(name).includes(normal(town)),
    };
  }
  if (region) {
    const inName = normal(name).includes(normal(region));
    return {
      name: region,
      at: inRegion(region),
      of: ofRegion(region),
      where: inRegion(region),
      region,
      inName,
    };
  }
  return { name: null, at: "in Italia", of: "d'Italia", where: "in Italia", region: null, inName: false };
}

export function partnerOf(input: PartnerInput, lexicon: Lexicon): Partner {
  const name = tidy(input.nome).replace(/[.,;:]+$/, "");
  const short = name.split(/\s+[-–—|]\s+|:\s/)[0]?.trim() || name;
  const own = leadingArticle(short);
  let head: NameHead | null = own ? null : nameHead(short, lexicon);
  // "Officine Molo Vecchio è un incubatore": a plural head the partner treats as one brand stays bare.
  if (head?.number === "P" && tidy(input.descrizione).includes(`${short} è `)) head = null;
  const plural = own ? /^(?:i|gli|le)$/.test(own.article) : head?.number === "P";
  // Inside a sentence a name's own article is written small: "che gli Ulivi di Strozzi consigliano".
  const the = () =>
    head
      ? withArticle(short, head)
      : own
        ? `${own.article}${own.article.endsWith("'") ? "" : " "}${own.rest}`
        : short;
  const place = placeOf(input, name);
  const of = (preposition: SimplePreposition) =>
    own
      ? prepositionBeforeName(preposition, short)
      : head
        ? withPreposition(preposition, short, head)
        : preposition === "a"
          ? aPlace(short)
          : `${preposition} ${short}`;
  // Later sentences say "la fondazione", "il museo"; a plural head ("le officine") reads as a
  // common noun, so those names are repeated in full.
  const noun =
    head && head.number === "S"
      ? /^casa museo\b/i.test(short)
        ? "casa museo"
        : head.noun.toLowerCase()
      : null;
  const mention =
    head && noun
      ? {
          the: () => withArticle(noun, head),
          atStart: () => capitalise(withArticle(noun, head)),
          of: (preposition: SimplePreposition) => withPreposition(preposition, noun, head),
        }
      : { the, atStart: () => capitalise(the()), of };
  return {
    tipo: TIPI[input.tipo] ?? "altro",
    name,
    short,
    plural,
    place,
    area: input.areaTematica && input.areaTematica !== "Altro" ? input.areaTematica : null,
    the,
    atStart: () => capitalise(the()),
    of,
    mention,
    verb: (singular, pluralForm) => (plural ? pluralForm : singular),
    seed: name.toLowerCase(),
  };
}

/** Lower case, letters and digits only: for comparing names and sentences. */
export const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** One of equivalent phrasings, stable for a partner (and a position). */
export function choose<T>(items: readonly T[], seed: string, offset = 0): T {
  return items[(hashString(seed) + offset) % items.length] as T;
}
