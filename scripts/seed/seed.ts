import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  ambassadorRequests,
  articles,
  categories,
  partnerProfiles,
  rankingItems,
  rankings,
} from "~/db/schema";
import type { Seeder } from "~/server/boot.server";
import type { Logger } from "~/server/logger.server";
import { publicUrl, type Storage } from "~/server/storage.server";
import {
  articleValues,
  insertPartner,
  insertUser,
  rankingItemValues,
  rankingValues,
} from "../../tests/factories";
import { seedPartnerStats } from "./analytics";
import {
  articleArtwork,
  categoryArtwork,
  heroArtwork,
  partnerCover,
  partnerLogo,
  rankingArtwork,
} from "./artwork";
import { seedAmbassadors } from "./data/ambassadors";
import { articlesA } from "./data/articles-a";
import { articlesB } from "./data/articles-b";
import { categories as seedCategories } from "./data/categories";
import { partners as seedPartners } from "./data/partners";
import { rankings as seedRankings } from "./data/rankings";

export const seedArticles = [...articlesA, ...articlesB];
export { seedCategories, seedPartners, seedRankings };

const DAY = 86_400_000;

async function putSvg(
  storage: Storage,
  bucket: "site-images" | "article-images" | "partner-images",
  key: string,
  svg: string,
) {
  await storage.put(bucket, key, Buffer.from(svg, "utf8"), { contentType: "image/svg+xml" });
  return publicUrl(bucket, key);
}

/** True once the demo content is in place (the seed never runs twice by accident). */
export async function isSeeded(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  return (row?.n ?? 0) > 0;
}

/**
 * Inserts the demo content: six sections, their articles, the five rankings
 * and published partner profiles, each with generated original artwork.
 * Idempotent: rows are matched by slug and never duplicated or overwritten.
 */
export async function seedDatabase({
  db,
  storage,
  log,
  now = new Date(),
}: {
  db: Db;
  storage: Storage;
  log?: Logger;
  now?: Date;
}) {
  const started = Date.now();
  await putSvg(storage, "site-images", "seed/hero.svg", heroArtwork());

  const categoryIds = new Map<string, string>();
  for (const category of seedCategories) {
    const imageUrl = await putSvg(
      storage,
      "site-images",
      `seed/categories/${category.slug}.svg`,
      categoryArtwork(category.slug),
    );
    await db
      .insert(categories)
      .values({
        name: category.name,
        slug: category.slug,
        description: category.description,
        imageUrl,
        orderIndex: category.orderIndex,
        isActive: true,
      })
      .onConflictDoNothing({ target: categories.slug });
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, category.slug));
    if (row) categoryIds.set(category.slug, row.id);
  }

  const articleRows = [];
  const perSection = new Map<string, number>();
  for (const article of seedArticles) {
    // The article's position in its section picks its composition: no two cards alike.
    const variant = perSection.get(article.category) ?? 0;
    perSection.set(article.category, variant + 1);
    const imageUrl = await putSvg(
      storage,
      "article-images",
      `seed/${article.slug}.svg`,
      articleArtwork(article.slug, article.category, variant),
    );
    const publishedAt = new Date(now.getTime() - article.publishedDaysAgo * DAY);
    articleRows.push(
      articleValues({
        title: article.title,
        slug: article.slug,
        categoryId: categoryIds.get(article.category) ?? null,
        excerpt: article.excerpt,
        content: article.content,
        imageUrl,
        author: article.author,
        readTime: article.readTime,
        publishedAt,
      }),
    );
  }
  await db.insert(articles).values(articleRows).onConflictDoNothing({ target: articles.slug });

  for (const ranking of seedRankings) {
    const imageUrl = await putSvg(
      storage,
      "site-images",
      `seed/rankings/${ranking.slug}.svg`,
      rankingArtwork(ranking.slug),
    );
    const inserted = await db
      .insert(rankings)
      .values(
        rankingValues({
          title: ranking.title,
          slug: ranking.slug,
          description: ranking.description,
          imageUrl,
          orderIndex: ranking.orderIndex,
        }),
      )
      .onConflictDoNothing({ target: rankings.slug })
      .returning({ id: rankings.id });
    const rankingId = inserted[0]?.id;
    // Items are only added together with a new ranking, so a re-run adds nothing.
    if (rankingId && ranking.items.length > 0) {
      await db
        .insert(rankingItems)
        .values(ranking.items.map((item) => rankingItemValues({ ...item, rankingId })));
    }
  }

  for (const partner of seedPartners) {
    const [existing] = await db
      .select({ id: partnerProfiles.id })
      .from(partnerProfiles)
      .where(eq(partnerProfiles.slug, partner.slug));
    if (existing) continue;
    const createdAt = new Date(now.getTime() - partner.createdDaysAgo * DAY);
    // Demo owners have no password: nobody can sign in as them.
    const owner = await insertUser(db, {
      email: `partner+${partner.slug}@atlante.example`,
      fullName: partner.nome,
      createdAt,
      updatedAt: createdAt,
    });
    const logoUrl = await putSvg(
      storage,
      "partner-images",
      `${owner.id}/logo_url-seed.svg`,
      partnerLogo(partner.slug, partner.nome),
    );
    const coverUrl = await putSvg(
      storage,
      "partner-images",
      `${owner.id}/cover_url-seed.svg`,
      partnerCover(partner.slug, partner.tipo),
    );
    const { createdDaysAgo: _days, ...fields } = partner;
    const profile = await insertPartner(db, {
      ...fields,
      userId: owner.id,
      logoUrl,
      coverUrl,
      submittedAt: createdAt,
      publishedAt: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    const ambassador = seedAmbassadors[partner.slug];
    if (ambassador) {
      // A request the editors completed without a third-party script: Atlante's own Ambassador (issue 13).
      await db.insert(ambassadorRequests).values({
        userId: owner.id,
        partnerProfileId: profile.id,
        ambassadorName: ambassador.name,
        instructions: ambassador.instructions,
        appearanceType: "preset",
        presetAvatarId: ambassador.avatar,
        status: "completed",
        completedAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  await seedPartnerStats(db, now);
  log?.info({ ms: Date.now() - started }, "seed content in place");
}

/** The seed as the server's boot runs it on first start. */
export const demoSeeder: Seeder = { isSeeded, run: (args) => seedDatabase(args) };
