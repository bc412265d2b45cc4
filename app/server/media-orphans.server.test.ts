import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { categories, profiles } from "~/db/schema";
import { createTestServices, signUpAndSignIn, type TestServices } from "../../tests/helpers/test-services";
import { removeOrphans, runOrphanCleanupIfDue } from "./media-orphans.server";

let t: TestServices;
beforeAll(async () => {
  t = await createTestServices();
}, 120_000);
afterAll(() => t?.close());

const DAY = 86_400_000;
const file = (bucket: string, key: string) => path.join(t.dataDir, "uploads", bucket, key);

async function put(bucket: "partner-images" | "article-images", key: string, ageMs: number) {
  await t.services.storage.put(bucket, key, Buffer.from("x"), { contentType: "image/webp" });
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file(bucket, key), when, when);
}

it("deletes orphans older than the grace period and keeps referenced files and fresh orphans", async () => {
  const { userId } = await signUpAndSignIn(t.services, { email: "orfani@example.it" });
  await put("partner-images", `${userId}/logo_url-1.webp`, 3 * DAY); // referenced by the profile
  await put("partner-images", `${userId}/gallery-old.webp`, 2 * DAY); // orphan, old
  await put("partner-images", `_variants/640/webp/${userId}/gallery-old.webp`, 1000); // its variant
  await put("partner-images", `${userId}/gallery-new.webp`, 3_600_000); // orphan, 1 h old
  await put("article-images", "inline.webp", 5 * DAY); // referenced from HTML
  await t.services.db
    .update(profiles)
    .set({ image: `/media/partner-images/${userId}/logo_url-1.webp` })
    .where(eq(profiles.id, userId));
  await t.services.db.insert(categories).values({
    name: "Prova",
    slug: "prova-orfani",
    description: '<p><img src="/media/article-images/inline.webp?w=640&amp;fm=webp" alt=""></p>',
  });

  const report = await removeOrphans(t.services.db, t.services.storage, { graceMs: DAY });
  expect(report.deleted.sort()).toEqual(
    [
      `partner-images/${userId}/gallery-old.webp`,
      `partner-images/_variants/640/webp/${userId}/gallery-old.webp`,
    ].sort(),
  );
  expect(fs.existsSync(file("partner-images", `${userId}/gallery-old.webp`))).toBe(false);
  expect(fs.existsSync(file("partner-images", `${userId}/logo_url-1.webp`))).toBe(true);
  expect(fs.existsSync(file("partner-images", `${userId}/gallery-new.webp`))).toBe(true);
  expect(fs.existsSync(file("article-images", "inline.webp"))).toBe(true);
});

it("runs once across instances: of two simultaneous ticks only one takes the lease", async () => {
  await put("article-images", "lonely.webp", 3 * DAY);
  const services = { db: t.services.db, storage: t.services.storage, logger: t.services.logger };
  const options = { graceMs: DAY, everyMs: 3_600_000 };
  const [a, b] = await Promise.all([
    runOrphanCleanupIfDue(services, options),
    runOrphanCleanupIfDue(services, options),
  ]);
  expect([a, b].filter((r) => r !== null)).toHaveLength(1);
  expect((a ?? b)?.deleted).toEqual(["article-images/lonely.webp"]);
  // Not due again within the interval.
  expect(await runOrphanCleanupIfDue(services, options)).toBeNull();
});
