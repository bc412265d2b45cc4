// Scoring of the Ambassador eval set (tests/fixtures/ambassador-eval), shared by
// scripts/bench/ambassador.ts and the unit test.
import { answerLanguage } from "./language";
import type { AmbassadorOutput, AmbassadorProfile } from "./schema";

export interface EvalQuestion {
  id: string;
  partner: string;
  lang: string;
  q: string;
  expect?: string[];
  handoff?: boolean;
  smoke?: boolean;
}

export interface EvalVerdict {
  id: string;
  kind: "fact" | "handoff";
  ok: boolean;
  languageOk: boolean;
  detected: string;
  why?: string;
}

/** The answer without the partner's quoted Italian wording, which is not the Ambassador's own language. */
export function ownWords(answer: string, profile?: AmbassadorProfile): string {
  let text = answer.replace(/«[^»]*»/g, " ");
  // Names, addresses, phone numbers and links are the same in every language.
  if (profile) {
    const facts = [
      profile.nome,
      profile.indirizzoVia,
      profile.indirizzoCap,
      profile.indirizzoCitta,
      profile.comune,
      profile.provincia,
      profile.regione,
      profile.emailContatto,
      profile.telefono,
      profile.sitoWeb,
      profile.videoUrl,
    ];
    for (const f of facts) if (f?.trim()) text = text.replaceAll(f.trim(), " ");
  }
  return text
    .replace(/\(\s*\)/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every figure of the answer (times, prices, numbers) appears in the profile: nothing invented. */
export function figuresFromProfile(answer: string, profile: AmbassadorProfile): boolean {
  const facts = JSON.stringify(profile).replace(/\s+/g, "");
  return (answer.match(/\d+(?:[.,:]\d+)*/g) ?? []).every((n) => facts.includes(n));
}

export function scoreAnswer(q: EvalQuestion, out: AmbassadorOutput, profile: AmbassadorProfile): EvalVerdict {
  const detected = answerLanguage(ownWords(out.answer, profile));
  const languageOk = detected === q.lang && out.language === q.lang;
  const grounded = figuresFromProfile(out.answer, profile);
  if (q.handoff) {
    const ok = out.handoff && out.links.length > 0 && grounded;
    return { id: q.id, kind: "handoff", ok, languageOk, detected, ...(ok ? {} : { why: "no hand-off" }) };
  }
  const missing = (q.expect ?? []).filter((f) => !out.answer.includes(f));
  const ok = missing.length === 0 && grounded;
  return {
    id: q.id,
    kind: "fact",
    ok,
    languageOk,
    detected,
    ...(ok ? {} : { why: missing.length ? `missing ${missing.join(" | ")}` : "figure not in profile" }),
  };
}
