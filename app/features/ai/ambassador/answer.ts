// The offline Ambassador (issue 13): answers a visitor's question from the
// partner's published profile only, in the visitor's language. What the profile
// does not say is handed off to the partner's own channels, never invented.
import { inRegion, prepositionBeforeName, withPreposition } from "../italian/grammar";
import { type Lexicon, nameHead } from "../italian/lexicon";
import { endSentence, ownList, ownSentences } from "../offline/partner-model";
import { type AmbassadorIntent, evidenceFor, intentsOf } from "./intents";
import { type AmbassadorLanguage, detectLanguage } from "./language";
import { type Channels, joinWith, PHRASES, type Phrases } from "./phrases";
import type { AmbassadorInput, AmbassadorOutput, AmbassadorProfile } from "./schema";

const MAX_ANSWER = 1400;

interface Composer {
  lang: AmbassadorLanguage;
  p: Phrases;
  profile: AmbassadorProfile;
  lexicon: Lexicon;
  quoted: boolean;
}

/** The partner's Italian sentences, as they are (Italian) or quoted «…» (other languages). */
function own(c: Composer, sentences: string[]): string {
  const text = sentences.join(" ");
  if (c.lang === "it") return text;
  c.quoted = true;
  return `«${text}»`;
}

function item(c: Composer, name: string): string {
  if (c.lang === "it") return name;
  c.quoted = true;
  return `«${name}»`;
}

function channels(profile: AmbassadorProfile): Channels {
  return {
    email: profile.emailContatto?.trim() || undefined,
    phone: profile.telefono?.trim() || undefined,
    form: Boolean(profile.linkModuloContatto?.trim()),
    website: profile.sitoWeb?.trim() || undefined,
  };
}

function ofPartner(name: string, lexicon: Lexicon, preposition: "di" | "a"): string {
  const head = nameHead(name, lexicon);
  return head ? withPreposition(preposition, name, head) : prepositionBeforeName(preposition, name);
}

function addressLine(profile: AmbassadorProfile): string | null {
  const via = profile.indirizzoVia?.trim();
  const city = profile.indirizzoCitta?.trim() || profile.comune?.trim();
  if (!via && !city) return null;
  const cap = profile.indirizzoCap?.trim();
  const prov = profile.provincia?.trim();
  const place = [cap, city].filter(Boolean).join(" ");
  const withProv = prov && city && prov !== city ? `${place} (${prov})` : place;
  return [via, withProv].filter(Boolean).join(", ");
}

/** Every sentence the partner published, with where it comes from. */
function allSentences(profile: AmbassadorProfile): string[] {
  return [
    profile.orariBooking,
    profile.aiInfoUtili,
    profile.descrizione,
    profile.aiSommario,
    profile.aiChiSiamo,
    profile.aiValori,
    profile.riconoscimenti,
    ...(profile.aiServizi ?? []).map((s) => `${endSentence(s.titolo)} ${s.descrizione}`),
    ...(profile.aiEsperienze ?? []).map((s) => `${endSentence(s.titolo)} ${s.descrizione}`),
  ].flatMap((t) => ownSentences(t));
}

const BOOKING_SENTENCE = /prenot\w*|riserv\w*|anticipo|biglietter\w*/iu;
const TRAVEL_SENTENCE =
  /\b(?:auto|treno|stazione|autostrada|uscita|autobus|bus|pullman|navetta|aeroporto|parchegg\w*|raggiunge\w*|a piedi|SS\d+|A\d+|traghett\w*|metro\w*)\b/iu;
const HISTORY_SENTENCE =
  /\b(?:nat[aoei]|nasce|fondat\w*|dal \d{4}|nel \d{4}|\d{4}|stori\w*|generazion\w*|secol\w*|anni|tradizion\w*|eredit\w*)\b/iu;

/** A service or experience the question names ("the sunrise at Tre Cime"), by its distinctive words. */
function namedItems(question: string, profile: AmbassadorProfile) {
  let q = question.toLowerCase();
  for (const w of profile.nome.toLowerCase().split(/\s+/)) if (w.length >= 4) q = q.replaceAll(w, " ");
  const items = [...(profile.aiServizi ?? []), ...(profile.aiEsperienze ?? [])];
  return items.filter((it) => {
    const words = it.titolo
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(
        (w) =>
          w.length >= 4 &&
          !/^(?:della|delle|degli|dello|alla|alle|sulle|nella|nelle|con|per|tra|fra)$/.test(w),
      );
    return words.length > 0 && words.some((w) => q.includes(w));
  });
}

type Part = { text: string; handoff?: boolean };

function answerIntent(c: Composer, intent: AmbassadorIntent, question: string): Part | null {
  const { p, profile } = c;
  const sentences = (text: string | null | undefined) => ownSentences(text);
  switch (intent) {
    case "greeting":
      return null; // answered by the caller, which knows the agent's name
    case "hours": {
      const hours = sentences(profile.orariBooking);
      return hours.length ? { text: `${p.hours} ${own(c, hours)}` } : null;
    }
    case "booking": {
      const said = sentences(profile.orariBooking).filter((s) => BOOKING_SENTENCE.test(s));
      const ch = channels(profile);
      const ways = p.contactWays(ch);
      if (!said.length && !ways) return null;
      return {
        text: [said.length ? `${p.booking} ${own(c, said)}` : "", ways ?? ""].filter(Boolean).join(" "),
      };
    }
    case "directions": {
      const address = addressLine(profile);
      const tips = sentences(profile.aiInfoUtili).filter((s) => TRAVEL_SENTENCE.test(s));
      if (!address && !tips.length) return null;
      return {
        text: [
          address ? p.address(address, profile.regione ?? null) : "",
          tips.length ? `${p.directionsTips} ${own(c, tips)}` : "",
        ]
          .filter(Boolean)
          .join(" "),
      };
    }
    case "address": {
      const address = addressLine(profile);
      return address ? { text: p.address(address, profile.regione ?? null) } : null;
    }
    case "phone":
      return profile.telefono?.trim() ? { text: p.phone(profile.telefono.trim()) } : null;
    case "email":
      return profile.emailContatto?.trim() ? { text: p.email(profile.emailContatto.trim()) } : null;
    case "contact": {
      const parts = [
        profile.telefono?.trim() && p.phone(profile.telefono.trim()),
        profile.emailContatto?.trim() && p.email(profile.emailContatto.trim()),
        profile.linkModuloContatto?.trim() && p.form,
        profile.sitoWeb?.trim() && p.website(profile.sitoWeb.trim()),
      ].filter((x): x is string => Boolean(x));
      return parts.length ? { text: parts.join(" ") } : null;
    }
    case "website":
      return profile.sitoWeb?.trim() ? { text: p.website(profile.sitoWeb.trim()) } : null;
    case "services":
    case "experiences": {
      const list = intent === "services" ? profile.aiServizi : profile.aiEsperienze;
      const named = namedItems(question, profile);
      if (named.length) {
        return {
          text: `${p.detailsOn} ${named.map((n) => own(c, [endSentence(n.titolo), endSentence(n.descrizione)])).join(" ")}`,
        };
      }
      if (!list?.length) return null;
      const names = (l: { titolo: string }[]) =>
        joinWith(
          l.map((s) => item(c, s.titolo.trim())),
          p.and,
        );
      // Visitors do not tell services from experiences: both lists, the one asked first.
      const other = intent === "services" ? profile.aiEsperienze : profile.aiServizi;
      const asked = (intent === "services" ? p.services : p.experiences)(names(list));
      const rest = other?.length ? (intent === "services" ? p.experiences : p.services)(names(other)) : "";
      return { text: [asked, rest].filter(Boolean).join(" ") };
    }
    case "about": {
      const text = sentences(profile.aiSommario).length
        ? sentences(profile.aiSommario)
        : sentences(profile.descrizione).slice(0, 2);
      return text.length ? { text: `${p.about} ${own(c, text)}` } : null;
    }
    case "history": {
      const story = sentences(profile.aiChiSiamo)
        .filter((s) => HISTORY_SENTENCE.test(s))
        .slice(0, 3);
      const fallback = sentences(profile.aiChiSiamo).slice(0, 2);
      const chosen = story.length ? story : fallback;
      return chosen.length ? { text: `${p.history} ${own(c, chosen)}` } : null;
    }
    case "values": {
      const values = sentences(profile.aiValori);
      return values.length ? { text: `${p.values} ${own(c, values)}` } : null;
    }
    case "nearby": {
      const places = ownList(profile.puntiInteresse);
      const region = profile.regione?.trim();
      if (!places.length && !region) return null;
      const where = region ? (c.lang === "it" ? p.region(inRegion(region)) : p.region(region)) : "";
      return {
        text: [
          places.length
            ? p.nearby(
                joinWith(
                  places.map((x) => item(c, x)),
                  p.and,
                ),
              )
            : "",
          where,
        ]
          .filter(Boolean)
          .join(" "),
      };
    }
    case "awards": {
      const awards = sentences(profile.riconoscimenti);
      return awards.length ? { text: `${p.awards} ${own(c, awards)}` } : null;
    }
    case "video":
      return profile.videoUrl?.trim() ? { text: p.video(profile.videoUrl.trim()) } : null;
    case "social":
      return profile.social.length ? { text: p.social(profile.social.join(", ")) } : null;
    default: {
      const evidence = evidenceFor(intent);
      if (!evidence) return null;
      const found = allSentences(profile)
        .filter((s) => evidence.test(s))
        .slice(0, 2);
      if (intent === "prices") {
        const withFigures = found.filter((s) => /\d|gratuit|ingresso libero/iu.test(s));
        // A price the profile gives for something else does not answer this one: hand off as well.
        return withFigures.length ? { text: `${p.prices} ${own(c, withFigures)}`, handoff: true } : null;
      }
      return found.length ? { text: `${p.topic} ${own(c, found)}` } : null;
    }
  }
}

export function handoffLinks(
  profile: AmbassadorProfile,
  lang: AmbassadorLanguage,
): AmbassadorOutput["links"] {
  const labels = PHRASES[lang].linkLabels;
  const links: AmbassadorOutput["links"] = [];
  const form = profile.linkModuloContatto?.trim();
  if (form && /^https?:\/\//i.test(form)) links.push({ kind: "form", label: labels.form, href: form });
  const email = profile.emailContatto?.trim();
  if (email && /^[^\s@]+@[^\s@]+$/.test(email))
    links.push({ kind: "email", label: labels.email, href: `mailto:${email}` });
  const phone = profile.telefono?.trim();
  if (phone && /\d/.test(phone))
    links.push({ kind: "phone", label: labels.phone, href: `tel:${phone.replace(/[^\d+]/g, "")}` });
  const site = profile.sitoWeb?.trim();
  if (site && /^https?:\/\//i.test(site)) links.push({ kind: "website", label: labels.website, href: site });
  return links;
}

/** The hand-off: the profile does not say it; the partner's channels, one tap away. */
export function handoffText(profile: AmbassadorProfile, lang: AmbassadorLanguage, lexicon: Lexicon): string {
  const p = PHRASES[lang];
  const ways = p.contactWays(channels(profile));
  return [p.handoff(ofPartner(profile.nome, lexicon, "a"), profile.nome), ways].filter(Boolean).join(" ");
}

/** Whole sentences up to the cap: an answer is never cut mid-sentence. */
function capAnswer(parts: string[]): string {
  let out = "";
  for (const part of parts) {
    const next = out ? `${out} ${part}` : part;
    if (next.length > MAX_ANSWER && out) break;
    out = next;
  }
  return out;
}

export function answerAmbassador(input: AmbassadorInput, lexicon: Lexicon): AmbassadorOutput {
  // The partner's (Italian) name says nothing about the visitor's language.
  const detected = detectLanguage(
    input.question.replaceAll(input.profile.nome, " ").trim() || input.question,
  );
  const lang = detected.language;
  const c: Composer = { lang, p: PHRASES[lang], profile: input.profile, lexicon, quoted: false };
  let intents = intentsOf(input.question);
  // A question naming one of the partner's services or experiences asks about it.
  if (
    namedItems(input.question, input.profile).length &&
    intents.every((i) => i === "about" || i === "services" || i === "experiences" || i === "workshops")
  )
    intents = ["experiences"];
  const parts: string[] = [];
  let handoff = false;
  if (detected.other) parts.push(c.p.otherLanguage);
  if (intents.length === 1 && intents[0] === "greeting") {
    parts.push(
      c.p.greeting(input.agent.name, ofPartner(input.profile.nome, lexicon, "di"), input.profile.nome),
    );
    parts.push(c.p.canHelp);
  } else {
    for (const intent of intents) {
      const part = answerIntent(c, intent, input.question);
      if (part?.text) parts.push(part.text);
      if (!part?.text || part.handoff) handoff = true;
    }
    if (!intents.length) handoff = true;
  }
  if (handoff) parts.push(handoffText(input.profile, lang, lexicon));
  if (c.quoted && c.p.quotedNote) parts.push(c.p.quotedNote);
  return {
    answer: capAnswer(parts),
    language: lang,
    intents: intents.length ? intents : ["unknown"],
    handoff,
    links:
      handoff || intents.some((i) => i === "booking" || i === "contact")
        ? handoffLinks(input.profile, lang)
        : [],
  };
}
