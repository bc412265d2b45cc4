// Travel AI bench (issue 11): the offline engine on the traveller requests of
// tests/fixtures/travel-eval/requests.json (written before tuning; "heldout" and
// "heldout2"/"heldout3" never used while tuning), with the seeded partners.
//
// Rules measured:
//  - right regions: the trip's regions equal `expect.regions` (or all lie in
//    `expect.anyRegion`); no place named → Toscana and the default notice;
//  - negated places never proposed (`expect.avoid` in no stop or town), no beach
//    stop when `expect.noBeach`, only family-friendly stops when `expect.family`,
//    short slots within 12 km when `expect.work`, most stops (60 %) within
//    `expect.near.km` of the place named;
//  - feasible days (app/features/ai/trip/feasibility.ts): slots never overlap,
//    the gap between two visits covers the drive estimated from coordinates
//    (road = 1.35 × straight line; 40/60/80 km/h by distance; +10 min to park;
//    on foot under 1.8 km) and no drive between two visits of a day exceeds
//    75 minutes; a day stays on one landmass unless a crossing opens it;
//  - the composed texts (titles, descriptions, reasons, transfers) pass the copy checker
//    (app/features/ai/copy-check.ts: articles, elision, doubled words, template markers);
//  - no truncated sentence (prose ends with . ! ? and has no "…"), no empty title and
//    no title ending on a dangling word ("Verso"), no invented place (every stop is a knowledge-base place,
//    a gazetteer comune, a partner or a free day);
//  - partners: each expected partner appears; every partner shown is in a region
//    of the trip and within 60 km of a stop; every seeded partner appears at least once;
//  - offline latency per request (plan + itinerary + partners), p50 and p95.
//
// Run: npx tsx --tsconfig tsconfig.json scripts/bench/travel.ts [--verbose]
import fs from "node:fs";
import path from "node:path";
import { checkCopy } from "../../app/features/ai/copy-check";
import { distanceKm } from "../../app/features/ai/geo/distance";
import { gazetteer } from "../../app/features/ai/geo/gazetteer.server";
import { normaliseName } from "../../app/features/ai/geo/names";
import { italianLexicon } from "../../app/features/ai/italian/lexicon.server";
import { findPlace, findRegion } from "../../app/features/ai/knowledge";
import { planExperience, tripInput } from "../../app/features/ai/offline/travel";
import { experienceInputSchema } from "../../app/features/ai/schemas";
import { experienceAnswerOk, tripItineraryAnswerOk } from "../../app/features/ai/travel.server";
import { itineraryFromPlan } from "../../app/features/ai/trip/compose";
import { dayProblems } from "../../app/features/ai/trip/feasibility";
import {
  locatePartner,
  type PartnerPick,
  pickPartners,
  type TravelPartner,
} from "../../app/features/ai/trip/partners";
import { isBeach } from "../../app/features/ai/trip/places";
import { seedTravelPartners } from "../seed/travel-partners";

interface Request {
  id: string;
  split: "tune" | "heldout" | "heldout2" | "heldout3";
  intent: string;
  interests: string[];
  duration: string;
  company: string;
  expect: {
    regions?: string[];
    anyRegion?: string[];
    near?: { place: string; km: number };
    avoid?: string[];
    noBeach?: boolean;
    default?: boolean;
    partners?: string[];
    family?: boolean;
    work?: boolean;
  };
}

const verbose = process.argv.includes("--verbose");
const file = path.resolve(import.meta.dirname, "../../tests/fixtures/travel-eval/requests.json");
const requests = (JSON.parse(fs.readFileSync(file, "utf8")) as { requests: Request[] }).requests;

const travelPartners: TravelPartner[] = seedTravelPartners;

const loadStart = performance.now();
const gaz = gazetteer();
const loadMs = performance.now() - loadStart;

const PROSE_END = /[.!?](["»”')])?$/;
const DANGLING = /\b(e|ed|o|di|da|a|in|con|tra|fra|per|su|il|la|lo|le|gli|i|un|una|verso)$/i;

interface Tally {
  total: number;
  regionsOk: number;
  failures: string[];
  avoidViolations: number;
  infeasibleDays: number;
  days: number;
  overlaps: number;
  truncated: number;
  grammar: number;
  invented: number;
  partnerMisses: number;
  partnerMisfits: number;
  refused: number;
  times: number[];
}
const tally = (): Tally => ({
  total: 0,
  regionsOk: 0,
  failures: [],
  avoidViolations: 0,
  infeasibleDays: 0,
  days: 0,
  overlaps: 0,
  truncated: 0,
  grammar: 0,
  invented: 0,
  partnerMisses: 0,
  partnerMisfits: 0,
  refused: 0,
  times: [],
});
const results: Record<string, Tally> = {
  tune: tally(),
  heldout: tally(),
  heldout2: tally(),
  heldout3: tally(),
};
const partnersSeen = new Set<string>();

function placeOf(name: string) {
  const list = gaz.names.get(normaliseName(name)) ?? [];
  return (
    list.find((p) => p.kind === "area") ??
    list.find((p) => p.kind === "luogo") ??
    list.find((p) => p.kind === "comune")
  );
}

// Warm-up (not measured): the first plan compiles the code paths.
planExperience(
  tripInput(
    experienceInputSchema.parse({
      intent: "Roma",
      interests: ["art"],
      duration: "Weekend",
      company: "Da solo",
    }),
  ),
);

for (const r of requests) {
  results[r.split] ??= tally();
  const t = results[r.split] as Tally;
  t.total++;
  const problems: string[] = [];
  const started = performance.now();
  const input = experienceInputSchema.parse(r);
  // Reading the words is part of the request's cost.
  const trip = tripInput(input);
  const { wishes, plan, result } = planExperience(trip);
  const itinerary = itineraryFromPlan(wishes, plan, {
    title: result.title,
    introduction: result.description,
  });
  const stopsPoints = plan.stops.map((s) => ({ name: s.name, point: s.point }));
  const picks: PartnerPick[] = pickPartners(gaz, travelPartners, {
    regions: plan.regions,
    points: [...stopsPoints, ...wishes.focus.map((f) => ({ name: f.name, point: f.point }))],
    interests: input.interests,
    themes: wishes.wantThemes,
    avoid: wishes.avoid,
  });
  t.times.push(performance.now() - started);

  // The checks every answer passes before it is shown (the same for a provider's).
  if (!experienceAnswerOk(result, trip, null) || !tripItineraryAnswerOk(itinerary, trip)) {
    t.refused++;
    problems.push("risposta rifiutata dal controllo");
  }

  // Regions.
  const regions = [...new Set(plan.regions)].sort();
  const e = r.expect;
  let regionsOk = true;
  if (e.regions) regionsOk = JSON.stringify(regions) === JSON.stringify([...e.regions].sort());
  if (e.anyRegion) regionsOk = regions.length > 0 && regions.every((x) => e.anyRegion?.includes(x));
  if (e.default) regionsOk &&= Boolean(result.notice);
  if (!e.default && result.notice) regionsOk = false;
  if (regionsOk) t.regionsOk++;
  else problems.push(`regioni ${regions.join("+")} (attese ${(e.regions ?? e.anyRegion ?? []).join("+")})`);

  // Wishes.
  const visits = plan.stops.filter((s) => s.kind !== "libero");
  for (const a of e.avoid ?? []) {
    const bad = visits.filter((s) => normaliseName(`${s.name} ${s.city}`).includes(normaliseName(a)));
    if (bad.length) {
      t.avoidViolations++;
      problems.push(`proposto ${a}: ${bad.map((s) => s.name).join(", ")}`);
    }
  }
  if (e.noBeach && visits.some((s) => s.place && isBeach(s.place))) problems.push("spiaggia non voluta");
  if (e.family && visits.some((s) => s.place && !s.place.familyFriendly))
    problems.push("tappa non adatta ai bambini");
  if (e.work) {
    const city = placeOf(e.near?.place ?? "");
    const slots = plan.days.flatMap((d) => d.slots.filter((s) => s.kind === "visita"));
    if (
      slots.some((s) => s.end - s.start > 75 || (city && s.stop && distanceKm(s.stop.point, city.point) > 12))
    )
      problems.push("viaggio di lavoro: tappe lunghe o lontane");
  }
  if (e.near) {
    const target = placeOf(e.near.place);
    if (!target) problems.push(`luogo sconosciuto nel set: ${e.near.place}`);
    else {
      const close = visits.filter((s) => distanceKm(s.point, target.point) <= e.near!.km).length;
      if (close < Math.ceil(visits.length * 0.6))
        problems.push(`poche tappe vicino a ${e.near.place} (${close}/${visits.length})`);
    }
  }

  // Feasibility.
  const dayIssues = dayProblems(gaz, itinerary.days ?? []);
  const badDays = new Set(dayIssues.map((d) => d.day));
  t.days += itinerary.days?.length ?? 0;
  t.infeasibleDays += badDays.size;
  t.overlaps += dayIssues.filter((d) => d.problem.startsWith("sovrapposizione")).length;
  for (const d of dayIssues) problems.push(`giorno ${d.day}: ${d.problem}`);

  // Texts.
  const prose = [
    result.description,
    ...result.highlights,
    ...(result.picks ?? []).map((p) => p.why),
    result.notice ?? "",
    itinerary.bestTime,
    ...(itinerary.days ?? []).flatMap((d) => d.activities.map((a) => a.description)),
    ...picks.map((p) => p.why),
  ].filter(Boolean);
  for (const text of prose) {
    if (!PROSE_END.test(text.trim()) || text.includes("…")) {
      t.truncated++;
      problems.push(`frase tronca: «${text.slice(-60)}»`);
    }
  }
  for (const title of [result.title, ...(itinerary.days ?? []).map((d) => d.title)]) {
    if (!title.trim() || DANGLING.test(title.trim()) || title.includes("…")) {
      t.truncated++;
      problems.push(`titolo tronco: «${title}»`);
    }
  }

  // Grammar of the composed texts (not the knowledge base's own descriptions): the copy
  // checker's wrong articles and elisions, doubled words, template markers, English words.
  const composed = [
    result.title,
    result.description,
    result.notice ?? "",
    ...(result.picks ?? []).map((p) => p.why),
    ...(itinerary.days ?? []).flatMap((d) => [
      d.title,
      ...d.activities
        .filter((a) => a.kind && a.kind !== "visita" && a.kind !== "pasto")
        .flatMap((a) => [a.title, a.description]),
      ...d.activities.map((a) => (a as { travel?: string }).travel ?? ""),
    ]),
    ...picks.map((p) => p.why),
  ].filter(Boolean);
  for (const text of composed) {
    for (const f of checkCopy(text, { lexicon: italianLexicon }).filter((x) => x.kind !== "cut")) {
      t.grammar++;
      problems.push(`testo: ${f.message}`);
    }
  }

  // Invented places.
  for (const s of visits) {
    const region = findRegion(s.region);
    const known =
      (s.kind === "luogo" && region && findPlace(region, s.name)) ||
      (s.kind === "comune" && gaz.comune(s.name, s.region)) ||
      (s.kind === "partner" && travelPartners.some((p) => p.nome === s.name));
    if (!known) {
      t.invented++;
      problems.push(`luogo inventato: ${s.name}`);
    }
  }

  // Partners.
  for (const p of picks) partnersSeen.add(p.slug);
  for (const slug of e.partners ?? []) {
    if (!picks.some((p) => p.slug === slug)) {
      t.partnerMisses++;
      problems.push(`partner atteso assente: ${slug}`);
    }
  }
  for (const p of picks) {
    const partner = travelPartners.find((x) => x.slug === p.slug) as TravelPartner;
    const at = locatePartner(gaz, partner);
    const fits =
      partner.regione !== null &&
      plan.regions.includes(partner.regione) &&
      at !== null &&
      [...stopsPoints, ...wishes.focus].some((s) => distanceKm(s.point, at.point) <= 60);
    if (!fits) {
      t.partnerMisfits++;
      problems.push(`partner fuori luogo: ${p.slug}`);
    }
  }

  if (problems.length) t.failures.push(`${r.id} «${r.intent}»: ${problems.join("; ")}`);
  if (verbose) {
    console.log(`\n${r.id} ${r.intent} → ${result.title} [${plan.regions.join(", ")}]`);
    for (const d of itinerary.days ?? [])
      console.log(`  G${d.day} ${d.title}: ${d.activities.map((a) => `${a.time} ${a.title}`).join(" | ")}`);
    if (picks.length) console.log(`  Partner: ${picks.map((p) => p.slug).join(", ")}`);
  }
}

const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(1)} %` : "n/a");
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

console.log(
  `Gazetteer: ${gaz.comuni} comuni, ${gaz.provinces} province, 20 regioni; built in ${loadMs.toFixed(0)} ms`,
);
for (const [split, t] of Object.entries(results)) {
  console.log(`\n== ${split} (${t.total} requests)`);
  console.log(`right regions          ${t.regionsOk}/${t.total} (${pct(t.regionsOk, t.total)})`);
  console.log(`negated places proposed ${t.avoidViolations}`);
  console.log(`infeasible days        ${t.infeasibleDays} of ${t.days}`);
  console.log(`overlapping slots      ${t.overlaps}`);
  console.log(`truncated sentences    ${t.truncated}`);
  console.log(`grammar faults (copy checker, composed texts) ${t.grammar}`);
  console.log(`invented places        ${t.invented}`);
  console.log(`answers refused by the check ${t.refused}`);
  console.log(
    `expected partners missing ${t.partnerMisses}; partners where they do not fit ${t.partnerMisfits}`,
  );
  console.log(
    `latency p50 ${percentile(t.times, 50).toFixed(1)} ms, p95 ${percentile(t.times, 95).toFixed(1)} ms`,
  );
  for (const f of t.failures) console.log(`  ✗ ${f}`);
}
const missing = travelPartners.filter((p) => !partnersSeen.has(p.slug)).map((p) => p.slug);
console.log(
  `\nseeded partners shown at least once: ${travelPartners.length - missing.length}/${travelPartners.length}${missing.length ? ` (missing: ${missing.join(", ")})` : ""}`,
);
