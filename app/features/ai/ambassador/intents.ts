// What a visitor asks, read from the way people ask it in it/en/de/fr/es
// (paraphrases, not the profile's wording). Each intent lists the cues of the
// question; "evidence" intents also list what a profile sentence must say to
// answer them (profiles are written in Italian).

export type AmbassadorIntent =
  | "greeting"
  | "hours"
  | "booking"
  | "prices"
  | "directions"
  | "address"
  | "phone"
  | "email"
  | "contact"
  | "website"
  | "services"
  | "experiences"
  | "history"
  | "about"
  | "values"
  | "nearby"
  | "awards"
  | "video"
  | "social"
  | "accessibility"
  | "languages"
  | "parking"
  | "pets"
  | "families"
  | "food"
  | "shop"
  | "tasting"
  | "workshops"
  | "events"
  | "wifi"
  | "bring";

interface IntentRule {
  intent: AmbassadorIntent;
  cues: RegExp;
  /** For the intents answered by sentences of the profile: what such a sentence says. */
  evidence?: RegExp;
}

/** Order matters only for display: every matching intent is answered, in this order. */
export const INTENT_RULES: readonly IntentRule[] = [
  {
    intent: "hours",
    cues: /(?<!\p{L})(?:orari\w*|aper(?:to|ti|ta|te|tura)|apr(?:e|ite|ono)\b|chiud\w*|chius[oiae]\b|a che ora|che ore|giorni di apertura|hours?\b|open(?:s|ing)?\b|clos(?:e|es|ed|ing)\b|what time|when can (?:i|we) (?:visit|come)|öffnungszeit\w*|geöffnet|offen\b|schlie(?:ß|ss)\w*|geschlossen|uhrzeit\w*|wann (?:kann|k(?:ö|o)nnen|habt|haben|seid|ist|finde\w*)|horaires?|ouvert\w*|ouvr\w*|ferm(?:é|e|ez|ent|eture)|quelle heure|horarios?|abiert[oa]s?|abr(?:e|en|ís)\b|cierra\w*|cerrad[oa]s?|qué hora)/iu,
  },
  {
    intent: "booking",
    cues: /(?:prenot\w*|riserv\w*|\bbook(?:ing)?\b|reserv\w*|\bbuch(?:en|ung)\w*|réserv\w*|anmeld\w*|inscri\w*|iscriv\w*)/iu,
  },
  {
    intent: "prices",
    cues: /(?:prezz\w*|\bcost(?:a|ano|o|i|s|ing)?\b|quanto (?:si )?(?:paga|spende|viene)|tariff\w*|biglietto d'ingresso|\bprice\w*|how much|\bfees?\b|\bpreis(?:e)?\b|kostet|kosten|wie ?viel|\bprix\b|combien|\btarifs?\b|precios?|cuánto|cuesta|\bgratis\b|gratuit\w*|free of charge|kostenlos|€|\beur(?:o|os)?\b)/iu,
    evidence:
      /€|\beur(?:o)?\b|prezz\w*|\bcost[oa]\b|tariff\w*|gratuit\w*|ingresso libero|a pagamento|biglietti?\b/iu,
  },
  {
    intent: "directions",
    cues: /(?:come (?:si )?(?:arriv\w*|raggiung\w*|ci si arriva|vi si raggiunge)|arrivare|raggiungervi|in (?:auto|macchina|treno|autobus|pullman|aereo)|stazione|aeroporto|how (?:do|can) (?:i|we) get|get(?:ting)? there|directions|by (?:car|train|bus|plane)|train station|airport|wie komme?n?\b|anfahrt|anreise|mit dem (?:auto|zug|bus)|bahnhof|flughafen|comment (?:venir|aller|arriver|s'y rendre|se rendre)|en (?:voiture|train|bus)|\bgare\b|aéroport|cómo (?:llego|llegar|ir|se llega)|en (?:coche|tren|autobús)|estación|aeropuerto)/iu,
  },
  {
    intent: "address",
    cues: /(?:indirizz\w*|dove (?:si trova|siete|vi trovate|vi trovo|è|sta|ha sede)|\bsede\b|address|where (?:are|is|exactly)|location|located|(?<!mail-)\badresse\b|wo\b.{0,14}(?:seid|ist|befindet|finde|liegt|sind)|où (?:êtes|se trouve|est|êtes-vous|se situe)|dirección|dónde (?:está|estáis|están|se encuentra|queda))/iu,
  },
  {
    intent: "phone",
    cues: /(?:telefon\w*|chiamar\w*|numero di telefono|\bnumero\b|\bphone\b|\bcall\b|ring you|anruf\w*|\banrufen\b|telefonnummer|appeler|téléphone|numéro|llamar|teléfono|número)/iu,
  },
  {
    intent: "email",
    cues: /(?:e-?mail|\bmail\b|posta elettronica|scriver\w*|\bwrite\b|schreiben|écrire|courriel|correo|escribir)/iu,
  },
  {
    intent: "contact",
    cues: /(?:contatt\w*|contact\w*|kontakt\w*|\breach you\b|get in touch|in contatto|erreichen|joindre|ponerme en contacto)/iu,
  },
  {
    intent: "website",
    cues: /(?:sito(?: web| internet)?\b|website|web ?site|homepage|webseite|internetseite|site (?:web|internet)|\bsitio\b|página web|\burl\b)/iu,
  },
  {
    intent: "services",
    cues: /(?:servizi\w*|cosa (?:offrite|fate|proponete|posso fare|si può fare)|che cosa (?:offrite|fate)|di cosa vi occupate|services?|what do you (?:offer|do)|what can (?:i|we) do|do you offer|angebot\w*|bietet|leistungen|was (?:kann man|macht ihr|machen sie)|proposez|offrez|que (?:faire|peut-on faire|faites-vous)|servicios?|ofrec\w*|qué (?:se puede|puedo|hacéis|hacen))/iu,
  },
  {
    intent: "experiences",
    cues: /(?:esperienz\w*|attività|\btour\b|visit[ae] guidat[ae]|escursion\w*|experiences?|activit(?:y|ies)|guided tours?|excursions?|erlebnis\w*|aktivität\w*|führung\w*|ausflüge?|expérience\w*|activités?|visites? guidées?|experiencias?|actividades?|visitas? guiadas?)/iu,
  },
  {
    intent: "history",
    cues: /(?:storia|quando (?:è nat|nasce|siete nat|è stat[oa] fondat)|fondat\w*|da quanto tempo|history|founded|since when|how long have|geschichte|gegründet|seit wann|histoire|fondée?s?|depuis quand|historia|fundad\w*|desde cuándo)/iu,
  },
  {
    intent: "about",
    cues: /(?:chi siete|cos['’]è|che cos['’]è|cosa siete|raccont\w*|parlami|presentat\w*|about (?:you|this|the)|who are you|what is (?:this|it)|tell me about|was ist|wer seid|wer sind|über euch|erzähl\w*|qu['’]est-ce que|qui êtes|parlez-moi|présente\w*|qué es|quiénes sois|quiénes son|háblame|cuéntame)/iu,
  },
  {
    intent: "values",
    cues: /(?:valori|mission\w*|in cosa credete|\bvalues\b|what do you believe|\bwerte\b|valeurs|valores)/iu,
  },
  {
    intent: "nearby",
    cues: /(?:dintorni|nei paraggi|vicin\w*|cosa (?:c'è da )?vedere|punti di interesse|\bzona\b|nearby|around (?:here|there|you)|what to see|worth seeing|in der nähe|umgebung|sehenswürdig\w*|à proximité|aux alentours|autour|à voir|cerca de|alrededor|alrededores|qué ver|en la zona)/iu,
  },
  {
    intent: "awards",
    cues: /(?:riconosciment\w*|premi(?:o|ato|ati)?\b|qualificat\w*|certificat\w*|brevett\w*|diplôm\w*|qualifi(?:ed|ziert)\w*|certifi\w*|zertifi\w*|titulad\w*|awards?|prizes?|recognition|auszeichnung\w*|récompense\w*|distinction\w*|premios?|reconocimient\w*)/iu,
  },
  { intent: "video", cues: /(?:\bvideo\b|filmat\w*|\bfilm\b|vidéo|vídeo)/iu },
  {
    intent: "social",
    cues: /(?:social|instagram|facebook|tiktok|youtube|linkedin|redes sociales|réseaux sociaux)/iu,
  },
  {
    intent: "accessibility",
    cues: /(?:accessib\w*|disabil\w*|carrozzin\w*|sedia a rotelle|barriere|wheelchair|disabled|disabilit\w*|step-free|barrierefrei\w*|rollstuhl\w*|behindert\w*|fauteuil roulant|handicap\w*|\bpmr\b|silla de ruedas|discapacidad|movilidad reducida)/iu,
    evidence: /accessib\w*|disabil\w*|carrozzin\w*|barriere|esigenze specifiche|rotelle|ascensore/iu,
  },
  {
    intent: "languages",
    cues: /(?:che lingu\w*|in (?:inglese|tedesco|francese|spagnolo)|parlate|lingue|speak|languages?|english|sprache\w*|sprechen|deutsch|englisch|langues?|parlez|anglais|idiomas?|hablan|habláis|inglés)/iu,
    evidence: /\b(?:in )?(?:italiano|inglese|tedesco|francese|spagnolo)\b|lingue/iu,
  },
  {
    intent: "parking",
    cues: /(?:parchegg\w*|posteggi\w*|parking|park(?:en|platz|plätze)?\b|car park|stationnement|se garer|aparcamiento|aparcar|estacionamiento)/iu,
    evidence: /parchegg\w*|posteggi\w*/iu,
  },
  {
    intent: "pets",
    cues: /(?:\bcan[ei]\b|animal[ei]|\bdogs?\b|\bpets?\b|\bhunde?\b|haustier\w*|\bchiens?\b|animaux|perros?|mascotas?)/iu,
    evidence: /\bcan[ei]\b|animali/iu,
  },
  {
    intent: "families",
    cues: /(?:bambin\w*|famigli\w*|ragazzi|\bkids?\b|children|famil(?:y|ies)|kinder\w*|familie\w*|enfants?|famille\w*|niños?|familias?)/iu,
    evidence: /bambin\w*|famigli\w*|ragazzi|scuol\w*/iu,
  },
  {
    intent: "food",
    cues: /(?:ristorant\w*|mangiare|pranz\w*|cena|colazione|\beat\b|lunch|dinner|restaurant\w*|\bessen\b|mittagessen|abendessen|manger|déjeuner|dîner|comer|comida|cenar|almuerzo)/iu,
    evidence: /ristorant\w*|pranz\w*|\bcena\b|colazione|pasto|osteria|trattoria|menu|cucina/iu,
  },
  {
    intent: "shop",
    cues: /(?:acquist\w*|comprar\w*|negozio|spaccio|vendita|spedi\w*|\bshop\b|\bbuy\b|purchase|shipping|deliver\w*|kaufen|laden|versand|liefer\w*|acheter|boutique|livr\w*|comprar|tienda|envío|enviar)/iu,
    evidence: /acquist\w*|negozio|spaccio|vendita|spedi\w*|bottega|shop/iu,
  },
  {
    intent: "tasting",
    cues: /(?:degust\w*|assaggi\w*|tasting|taste|verkost\w*|probier\w*|dégust\w*|degustaci\w*|cata\b|catas)/iu,
    evidence: /degust\w*|assaggi\w*/iu,
  },
  {
    intent: "workshops",
    cues: /(?:laborator\w*|\bcors[oi]\b|workshops?|courses?|classes?|\bkurs\w*|atelier\w*|\bcours\b|talleres?|cursos?)/iu,
    evidence: /laborator\w*|\bcors[oi]\b|workshop/iu,
  },
  {
    intent: "events",
    cues: /(?:\beventi?\b|manifestazion\w*|calendario|festival|events?|veranstaltung\w*|événements?|eventos?)/iu,
    evidence: /\beventi?\b|manifestazion\w*|calendario|festival|rassegn\w*/iu,
  },
  {
    intent: "bring",
    cues: /(?:cosa (?:devo|dobbiamo|bisogna) portare|cosa serve|abbigliamento|what (?:should|do) (?:i|we) (?:bring|wear|need)|what to (?:bring|wear)|mitbringen|mitnehmen|was brauche|apporter|que (?:dois-je|faut-il) (?:apporter|prendre)|qué (?:debo|tengo que|hay que) llevar|llevar)/iu,
    evidence: /\bservon[oa]\b|\boccorr\w*|da portare|abbigliamento|scarpe|crema solare|si consigli\w*/iu,
  },
  { intent: "wifi", cues: /(?:wi-?fi|wlan|internet gratuito)/iu, evidence: /wi-?fi/iu },
  {
    intent: "greeting",
    cues: /^(?:ciao|salve|buongiorno|buonasera|hello|hi|hey|good (?:morning|afternoon|evening)|hallo|guten tag|servus|bonjour|bonsoir|salut|hola|buenos días|buenas tardes)\b|(?:chi sei|come ti chiami|who are you\??$|what(?:'s| is) your name|wer bist du|wie heißt du|qui es-tu|comment t'appelles|quién eres|cómo te llamas)/iu,
  },
];

/** The intents a question asks, in the order of INTENT_RULES (at most four). */
export function intentsOf(question: string): AmbassadorIntent[] {
  const found = INTENT_RULES.filter((rule) => rule.cues.test(question)).map((r) => r.intent);
  let intents = found;
  // "Where are you and how do I get there" is one answer; the address alone is part of directions.
  if (intents.includes("directions")) intents = intents.filter((i) => i !== "address");
  // "How to contact you": phone and e-mail requested together are the contact answer.
  if (intents.includes("contact")) intents = intents.filter((i) => i !== "phone" && i !== "email");
  // "Who are you?" alone greets; with another question it is the question.
  if (intents.length > 1) intents = intents.filter((i) => i !== "greeting");
  // "Tell me about the history" asks history, not the general presentation.
  if (intents.includes("history")) intents = intents.filter((i) => i !== "about");
  // Book a tasting / a workshop: the booking answer covers it, the topic adds its facts.
  return intents.slice(0, 4);
}

export function evidenceFor(intent: AmbassadorIntent): RegExp | undefined {
  return INTENT_RULES.find((r) => r.intent === intent)?.evidence;
}
