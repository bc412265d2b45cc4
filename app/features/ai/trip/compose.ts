// The Italian texts of a planned trip: titles, descriptions, reasons, day by
// day. Written as whole sentences from the knowledge base, never cut.
import { toClock } from "../geo/distance";
import { joinList } from "../italian/grammar";
import { findRegion, type RegionKnowledge } from "../knowledge";
import type { ExperienceResult, Itinerary } from "../schemas";
import { isBeach, isColdMonth, monthName, toTown } from "./places";
import type { Plan, Slot, Stop } from "./plan";
import type { Focus, Theme, Wishes } from "./wishes";

/** The first sentence of a text: "oltre 8.000 tessere" is not a sentence end, "S. Marco" neither. */
export function firstSentence(text: string): string {
  const re = /[.!?…](?=["»”')]?\s+[A-ZÀ-ÖØ-Ý«"])/g;
  for (const m of text.matchAll(re)) {
    const before = text.slice(0, m.index);
    if (/(?:^|\s)(?:[A-Z]|S|Ss|SS|San|Sant|d\.C|a\.C|ca|sec|n|km|ecc)$/.test(before)) continue;
    return text.slice(0, (m.index ?? 0) + 1).trim();
  }
  return text.trim();
}

export function joinItalian(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const DURATION_TITLE: Record<string, string> = {
  "1 giorno": "Una giornata",
  Weekend: "Un weekend",
  "1 settimana": "Una settimana",
  "Più di 10 giorni": "Un lungo viaggio",
};
const DAYS_TITLE: Record<number, string> = {
  1: "Una giornata",
  2: "Un weekend",
  3: "Tre giorni",
  4: "Quattro giorni",
  5: "Cinque giorni",
  7: "Una settimana",
};

const COMPANY_PHRASE: Record<string, string> = {
  "In coppia": "in coppia",
  "In famiglia": "in famiglia",
  "Con amici": "con gli amici",
  "Da solo": "in libertà",
};

const THEME_AVOID: Partial<Record<Theme, string>> = {
  mare: "le spiagge",
  musei: "i musei",
  isole: "le isole minori",
  citta: "i capoluoghi",
};

export function regionAt(name: string): string {
  if (name === "Lazio") return "nel Lazio";
  if (name === "Marche") return "nelle Marche";
  return `in ${name}`;
}

/** "tra Bergamo e Mantova", "sul Lago di Garda", "in Puglia e Basilicata". */
export function placePhrase(wishes: Wishes, regions: readonly string[]): string {
  const focus = wishes.focus.slice(0, 3);
  if (focus.length > 1 && focus.every((f) => f.kind === "comune" || f.kind === "luogo")) {
    return `tra ${joinList(focus.map((f) => f.label ?? f.name))}`;
  }
  if (focus.length) return joinList(focus.map((f) => f.at));
  const list = regions.length ? regions : wishes.regions;
  if (list.length === 1) return regionAt(list[0] as string);
  return `tra ${joinItalian(list)}`;
}

export function tripTitle(
  wishes: Wishes,
  plan: Plan,
  duration: string | null,
  company: string | null,
): string {
  // A partner's own experience is about its town (issue 16).
  const own = plan.stops.find((s) => s.kind === "partner");
  const where = own ? `${toTown(own.city)}, ${regionAt(own.region)}` : placePhrase(wishes, plan.regions);
  if (plan.company === "lavoro") {
    return `${capitalise(where.replace(/^(a|in|tra|sul|sulla|nel|nella|nelle|alle|all'|ai) /, ""))}: le ore libere di un viaggio di lavoro`;
  }
  const when =
    (duration && DURATION_TITLE[duration]) ?? DAYS_TITLE[plan.days.length] ?? `${plan.days.length} giorni`;
  const who = company ? (COMPANY_PHRASE[company] ?? "") : "";
  return [when, who, where].filter(Boolean).join(" ");
}

function mainRegion(plan: Plan, wishes: Wishes): RegionKnowledge {
  return (findRegion(plan.regions[0] ?? wishes.regions[0]) ?? findRegion("Toscana")) as RegionKnowledge;
}

const AT_ARTICLE: Record<string, string> = {
  alle: "le ",
  ai: "i ",
  agli: "gli ",
  al: "il ",
  allo: "lo ",
  alla: "la ",
  "all'": "l'",
  sulle: "le ",
  sui: "i ",
  sugli: "gli ",
  sul: "il ",
  sullo: "lo ",
  sulla: "la ",
  "sull'": "l'",
  nelle: "le ",
  nei: "i ",
  negli: "gli ",
  nel: "il ",
  nello: "lo ",
  nella: "la ",
  "nell'": "l'",
};

/** A place as the subject of a sentence: "le Cinque Terre", "il Lago di Garda", "Siena". */
function subjectOf(focus: Focus): { text: string; plural: boolean } {
  const m = focus.at.match(/^(\S+?'|\S+)\s?(.*)$/);
  const article = m ? AT_ARTICLE[m[1] as string] : undefined;
  if (m && article) return { text: `${article}${m[2]}`, plural: /^(le|i|gli) /.test(article) };
  return { text: focus.label ?? focus.name, plural: false };
}

function avoidSentence(wishes: Wishes): string | null {
  const themes = wishes.avoidThemes.map((t) => THEME_AVOID[t]).filter((x): x is string => Boolean(x));
  const places = wishes.avoid.map(subjectOf);
  const items = [...places.map((p) => p.text), ...themes];
  if (!items.length) return null;
  const plural = items.length > 1 || themes.length > 0 || places.some((p) => p.plural);
  return `Come hai chiesto, ${joinList(items)} ${plural ? "restano" : "resta"} fuori dal programma.`;
}

function seasonSentence(wishes: Wishes, region: RegionKnowledge): string {
  if (wishes.month === null) return region.bestTime;
  const month = monthName(wishes.month);
  const when = month === "gennaio" || month === "febbraio" ? "in pieno inverno" : `a ${month}`;
  if (isColdMonth(wishes.month) && !wishes.wantThemes.includes("mare")) {
    // Beaches are worth a word only where the region has them (not in Valle d'Aosta).
    if (wishes.avoidThemes.includes("mare") || !region.places.some((p) => isBeach(p)))
      return `Le tappe scelte si godono anche ${when}, fuori stagione.`;
    return `A ${month} le spiagge non sono in programma: le tappe scelte si godono anche fuori stagione.`;
  }
  return `Il programma è pensato per ${month}.`;
}

function companySentence(plan: Plan, wishes: Wishes): string | null {
  if (plan.company === "famiglia")
    return "Le tappe sono adatte ai bambini e le giornate hanno un ritmo tranquillo.";
  if (plan.company === "lavoro") {
    const city = wishes.focus[0]?.name ?? mainRegion(plan, wishes).capital;
    return `Ogni visita dura al massimo un'ora e un quarto e resta a pochi minuti da ${city}, per le ore libere tra un impegno e l'altro.`;
  }
  if (wishes.pace === "lento") return "Il ritmo è lento, con poche tappe al giorno e il tempo per fermarsi.";
  return null;
}

/** The notice shown when no place was named (D17). */
export const DEFAULT_REGION_NOTICE =
  "Non hai indicato un luogo: abbiamo scelto la Toscana, la regione predefinita. Puoi cambiarla qui sotto.";

export function tripDescription(wishes: Wishes, plan: Plan): string {
  const region = mainRegion(plan, wishes);
  const offSeason = wishes.avoidThemes.includes("mare") || isColdMonth(wishes.month);
  const intro = firstSentence(region.intro);
  const where = wishes.focus.length
    ? `Il viaggio si svolge ${placePhrase(wishes, plan.regions)}.`
    : plan.regions.length > 1
      ? `Il viaggio attraversa ${joinItalian(plan.regions)}.`
      : offSeason && /spiagg|mare/i.test(intro)
        ? `Il viaggio si svolge ${regionAt(region.name)}, lontano dalle spiagge.`
        : intro;
  const structure =
    plan.days.length > 1
      ? "Ogni giornata resta in una sola zona e gli spostamenti tra una tappa e l'altra sono indicati con i tempi stimati."
      : "Le tappe sono vicine tra loro e gli spostamenti sono indicati con i tempi stimati.";
  return [
    where,
    structure,
    avoidSentence(wishes),
    companySentence(plan, wishes),
    seasonSentence(wishes, region),
  ]
    .filter(Boolean)
    .join(" ");
}

export function stopSummary(stop: Stop): string {
  if (stop.place) return firstSentence(stop.place.description);
  if (stop.partner)
    return firstSentence(stop.partner.sommario ?? `${stop.partner.nome} è un partner di Atlante.`);
  return `Passeggiata nel centro di ${stop.name}, ${regionAt(stop.region)}.`;
}

export function stopWhy(stop: Stop, wishes: Wishes, interests: readonly string[]): string {
  const reasons: string[] = [...stop.why];
  const f = wishes.focus.find(
    (x) => x.name === stop.name || (stop.place && x.kind !== "regione" && near(stop, x)),
  );
  if (f && f.name !== stop.name) {
    if (f.kind === "comune")
      reasons.push(stop.city === f.name ? `si trova ${f.at}` : `è vicino ${toTown(f.name)}`);
    else reasons.push(`è ${f.at}`);
  }
  // "fa per chi ama l'arte e la natura": the interests said without their own "e".
  const labels: Record<string, string> = {
    nature: "la natura",
    art: "l'arte",
    food: "la buona cucina",
    luxury: "il design",
    wellness: "il benessere",
  };
  const matched = stop.place?.interests.filter((i) => interests.includes(i)).map((i) => labels[i]) ?? [];
  if (matched.length) reasons.push(`fa per chi ama ${joinList(matched as string[])}`);
  if (stop.place?.familyFriendly && stop.place && wishes.companions === "famiglia")
    reasons.push("è adatto ai bambini");
  return reasons.length
    ? `${capitalise(joinList(reasons))}.`
    : "È tra i luoghi più rappresentativi della regione.";
}

function near(stop: Stop, f: Focus): boolean {
  const dLat = (stop.point.lat - f.point.lat) * 111;
  const dLon = (stop.point.lon - f.point.lon) * 111 * Math.cos((f.point.lat * Math.PI) / 180);
  return Math.sqrt(dLat * dLat + dLon * dLon) <= f.radiusKm + 25;
}

function dinnerNote(plan: Plan): string {
  const region = findRegion(plan.regions[0]);
  const dish = region?.dishes[0];
  return dish
    ? `A tavola: ${dish.name}, ${dish.description.charAt(0).toLowerCase()}${dish.description.slice(1)}`
    : "";
}

export function experienceFromPlan(
  wishes: Wishes,
  plan: Plan,
  input: { duration: string | null; company: string | null; interests: readonly string[]; profile?: boolean },
): ExperienceResult {
  const visits = plan.stops.filter((s) => s.kind !== "libero");
  const result: ExperienceResult = {
    title: tripTitle(wishes, plan, input.duration, input.company),
    description: tripDescription(wishes, plan),
    highlights: [...visits.map((s) => `${s.name} (${s.city}): ${stopSummary(s)}`), dinnerNote(plan)].filter(
      Boolean,
    ),
    regions: plan.regions,
    picks: visits.map((s) => ({
      name: s.name,
      city: s.city,
      region: s.region,
      why: stopWhy(s, wishes, input.interests),
    })),
  };
  if (wishes.defaulted) result.notice = DEFAULT_REGION_NOTICE;
  if (input.profile) {
    const day = plan.days[0]?.slots ?? [];
    result.itinerary = day.map((slot) => ({
      time: toClock(slot.start),
      activity: slot.stop
        ? `${slot.title}: ${stopSummary(slot.stop)}`
        : `${slot.title}. ${firstSentence(slot.description)}`,
      location: slot.location,
      ...(slot.stop?.partner ? { partner: slot.stop.partner.slug } : {}),
    }));
    const tip = day.find((s) => s.stop?.place)?.stop?.place?.tips;
    result.tips = [tip, mainRegion(plan, wishes).practicalTips[0]].filter(Boolean).join(" ");
  }
  return result;
}

export function activityOf(slot: Slot) {
  const description = slot.stop?.place
    ? `${slot.stop.place.description} ${slot.stop.place.tips}`
    : slot.stop
      ? stopSummary(slot.stop)
      : slot.description;
  return {
    time: toClock(slot.start),
    end: toClock(slot.end),
    title: slot.title,
    description,
    location: slot.location,
    kind: slot.kind,
    ...(slot.travel ? { travel: slot.travel } : {}),
  };
}

export function itineraryFromPlan(
  wishes: Wishes,
  plan: Plan,
  head: { title: string; introduction: string },
): Itinerary {
  const region = mainRegion(plan, wishes);
  const others = plan.regions.map((r) => findRegion(r)).filter((r): r is RegionKnowledge => Boolean(r));
  const firstDay = plan.days[0]?.slots.filter((s) => s.stop) ?? [];
  const dishes = others.flatMap((r) => r.dishes.slice(0, others.length > 1 ? 2 : 4));
  return {
    title: head.title,
    introduction: head.introduction,
    duration: plan.days.length === 1 ? "1 giorno" : `${plan.days.length} giorni`,
    bestTime: seasonSentence(wishes, region),
    highlights: firstDay.map((s) => ({
      title: s.title,
      description: s.stop?.place?.description ?? (s.stop ? stopSummary(s.stop) : s.description),
      time: `${toClock(s.start)}–${toClock(s.end)}`,
      tips: s.stop?.place?.tips ?? "",
      ...(s.travel ? { travel: s.travel } : {}),
      location: s.location,
    })),
    dining: {
      title: others.length > 1 ? "Sapori del viaggio" : `Sapori di ${region.name}`,
      suggestions: [
        ...dishes
          .slice(0, 6)
          .map((d) => ({ name: d.name, type: "Piatto tipico", description: d.description })),
        ...(region.wines[0]
          ? [
              {
                name: region.wines[0],
                type: "Vino",
                description: `Da provare con i piatti della tradizione: ${joinItalian(region.wines.slice(0, 3))}.`,
              },
            ]
          : []),
      ],
    },
    practicalInfo: { howToGet: region.howToGet, costs: region.costs, tips: region.practicalTips.slice(0, 5) },
    funFacts: region.curiosities.slice(0, 4),
    regions: plan.regions,
    days: plan.days.map((d) => ({ day: d.day, title: d.title, activities: d.slots.map(activityOf) })),
  };
}
