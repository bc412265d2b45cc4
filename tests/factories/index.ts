// Factories: realistic Italian rows with overrides, shared by the tests and the seed
// (scripts/seed/seed.ts). `*Values` build an insertable row without touching the
// database; `insert*` write it (and what it needs, e.g. the owner of a profile) and
// return the stored row.
import type { Db } from "~/db/client.server";
import {
  ambassadorRequests,
  articles,
  categories,
  partnerProfiles,
  profiles,
  rankingItems,
  rankings,
  userRoles,
} from "~/db/schema";
import { slugify } from "~/lib/slugify";

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];
export type ArticleInsert = Insert<typeof articles>;
export type CategoryInsert = Insert<typeof categories>;
export type RankingInsert = Insert<typeof rankings>;
export type RankingItemInsert = Insert<typeof rankingItems>;
export type PartnerInsert = Insert<typeof partnerProfiles>;
export type ProfileInsert = Insert<typeof profiles>;

let sequence = 0;
/** A number unique within the process, so that generated slugs and e-mails never collide. */
const next = () => ++sequence;

const TOWNS = [
  { comune: "Cremona", provincia: "Cremona", regione: "Lombardia", cap: "26100" },
  { comune: "Matera", provincia: "Matera", regione: "Basilicata", cap: "75100" },
  { comune: "Montepulciano", provincia: "Siena", regione: "Toscana", cap: "53045" },
  { comune: "Alba", provincia: "Cuneo", regione: "Piemonte", cap: "12051" },
  { comune: "Noto", provincia: "Siracusa", regione: "Sicilia", cap: "96017" },
] as const;

const PARTNER_NAMES = [
  "Museo del Violino",
  "Cantina Colline Alte",
  "Fondazione Sassi Vivi",
  "Atelier Seta di Como",
  "Consorzio Terre del Barocco",
] as const;

export function profileValues(overrides: Partial<ProfileInsert> = {}): ProfileInsert {
  const n = next();
  return {
    id: crypto.randomUUID(),
    email: `giulia.rossi.${n}@atlante.test`,
    fullName: "Giulia Rossi",
    ...overrides,
  };
}

export function categoryValues(overrides: Partial<CategoryInsert> = {}): CategoryInsert {
  const name = overrides.name ?? `Rubrica ${next()}`;
  return {
    name,
    slug: slugify(name),
    description: "Storie e protagonisti dell'eccellenza italiana.",
    orderIndex: 0,
    isActive: true,
    ...overrides,
  };
}

export function articleValues(overrides: Partial<ArticleInsert> = {}): ArticleInsert {
  const title = overrides.title ?? `Le botteghe del vetro di Murano, storia ${next()}`;
  const publishedAt = overrides.publishedAt ?? new Date();
  return {
    title,
    slug: slugify(title),
    excerpt: "Fornaci, maestri e colori: un viaggio tra le botteghe che custodiscono un'arte antica.",
    content:
      "<p>Sull'isola di Murano il vetro si lavora da oltre sette secoli.</p>" +
      "<p>Le fornaci aprono all'alba e i maestri vetrai soffiano a mano ogni pezzo.</p>",
    author: "Redazione Atlante",
    readTime: "5 min",
    isPublished: true,
    publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
    ...overrides,
  };
}

export function rankingValues(overrides: Partial<RankingInsert> = {}): RankingInsert {
  const title = overrides.title ?? `Le cantine da visitare ${next()}`;
  return {
    title,
    slug: slugify(title),
    description: "Le cantine italiane che aprono le porte ai visitatori.",
    orderIndex: 0,
    isActive: true,
    ...overrides,
  };
}

export function rankingItemValues(
  overrides: Partial<RankingItemInsert> & Pick<RankingItemInsert, "rankingId">,
): RankingItemInsert {
  const rank = overrides.rank ?? 1;
  return {
    rank,
    title: `Cantina numero ${rank}`,
    subtitle: "Langhe, Piemonte",
    description: "Barolo e Barbaresco da vigne storiche.",
    score: 9.1,
    ...overrides,
  };
}

/** A complete published profile (every field a partner fills in the wizard). */
export function partnerProfileValues(
  overrides: Partial<PartnerInsert> & Pick<PartnerInsert, "userId">,
): PartnerInsert {
  const n = next();
  const town = TOWNS[n % TOWNS.length]!;
  const nome = overrides.nome ?? `${PARTNER_NAMES[n % PARTNER_NAMES.length]} ${n}`;
  const domain = `${slugify(nome)}.example`;
  return {
    slug: slugify(nome),
    stato: "pubblicato",
    tipo: "museo",
    nome,
    descrizione:
      `${nome} custodisce e racconta una tradizione che ha reso celebre ${town.comune} nel mondo: ` +
      "collezioni, laboratori aperti al pubblico e visite guidate accompagnano il visitatore " +
      "tra storia, tecnica e persone, con un calendario di incontri pensato per famiglie, scuole e appassionati.",
    sitoWeb: `https://www.${domain}`,
    regione: town.regione,
    provincia: town.provincia,
    comune: town.comune,
    emailContatto: `info@${domain}`,
    telefono: "+39 0372 080 809",
    indirizzoVia: "Piazza Marconi 5",
    indirizzoCap: town.cap,
    indirizzoCitta: town.comune,
    areaTematica: "Arte e Cultura",
    puntiInteresse: `Centro storico di ${town.comune}, Duomo, Museo civico`,
    orariBooking: "Da martedì a domenica, 10:00-18:00. Visite guidate su prenotazione.",
    consensoPubblicazione: true,
    wizardStep: 9,
    ...overrides,
  };
}

export async function insertUser(
  db: Db,
  overrides: Partial<ProfileInsert> & { role?: "admin" | "user" } = {},
) {
  const { role, ...values } = overrides;
  const [profile] = await db.insert(profiles).values(profileValues(values)).returning();
  if (role) await db.insert(userRoles).values({ userId: profile!.id, role });
  return profile!;
}

/** A partner profile with its owner (a new user unless `userId` is given). */
export async function insertPartner(db: Db, overrides: Partial<PartnerInsert> = {}) {
  const userId =
    overrides.userId ?? (await insertUser(db, overrides.nome ? { fullName: overrides.nome } : {})).id;
  const [profile] = await db
    .insert(partnerProfiles)
    .values(partnerProfileValues({ ...overrides, userId }))
    .returning();
  return profile!;
}

export async function insertCategory(db: Db, overrides: Partial<CategoryInsert> = {}) {
  const [row] = await db.insert(categories).values(categoryValues(overrides)).returning();
  return row!;
}

export async function insertArticle(db: Db, overrides: Partial<ArticleInsert> = {}) {
  const [row] = await db.insert(articles).values(articleValues(overrides)).returning();
  return row!;
}

/** A ranking and, optionally, its items (given as overrides per item). */
export async function insertRanking(
  db: Db,
  overrides: Partial<RankingInsert> = {},
  items: Partial<RankingItemInsert>[] = [],
) {
  const [ranking] = await db.insert(rankings).values(rankingValues(overrides)).returning();
  if (items.length > 0)
    await db
      .insert(rankingItems)
      .values(items.map((item, i) => rankingItemValues({ rank: i + 1, ...item, rankingId: ranking!.id })));
  return ranking!;
}

export async function insertAmbassadorRequest(
  db: Db,
  overrides: Partial<Insert<typeof ambassadorRequests>> &
    Pick<Insert<typeof ambassadorRequests>, "userId" | "partnerProfileId">,
) {
  const [row] = await db
    .insert(ambassadorRequests)
    .values({
      ambassadorName: "Giulia",
      instructions: "Accogli i visitatori con calore e indica sempre come prenotare.",
      ...overrides,
    })
    .returning();
  return row!;
}
