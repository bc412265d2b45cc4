import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePartnerImage } from "~/features/media/upload.server";
import { createStorage } from "~/server/boot.server";
import { parseEnv } from "~/server/env.server";
import { S3Storage } from "~/server/s3-storage.server";
import { ObjectExistsError } from "~/server/storage.server";
import { validPng } from "../../tests/fixtures/hostile/corpus";
import { type FakeS3, startFakeS3 } from "../../tests/helpers/fake-s3";

let fake: FakeS3;
let storage: S3Storage;

beforeAll(async () => {
  fake = await startFakeS3();
  fake.createBucket("atl-partner-images");
  fake.createBucket("atl-article-images");
  storage = createStorage(
    parseEnv({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: fake.endpoint,
      S3_REGION: fake.region,
      S3_ACCESS_KEY_ID: fake.accessKeyId,
      S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
      S3_BUCKET_PREFIX: "atl-",
      S3_FORCE_PATH_STYLE: "true",
    }),
  ) as S3Storage;
});
afterAll(() => fake.close());

describe("S3 storage driver (against the fake S3 API)", () => {
  it("is chosen by STORAGE_DRIVER=s3", () => {
    expect(storage.driver).toBe("s3");
  });

  it("puts, reads, checks and deletes an object in the prefixed bucket", async () => {
    const body = Buffer.from("ciao mondo");
    await storage.put("partner-images", "user-1/doc-1.pdf", body, { contentType: "application/pdf" });
    const stored = fake.buckets.get("atl-partner-images")!.get("user-1/doc-1.pdf")!;
    expect(stored.body.toString()).toBe("ciao mondo");
    expect(stored.contentType).toBe("application/pdf");
    expect(stored.cacheControl).toBe("public, max-age=3600");
    expect(await storage.get("partner-images", "user-1/doc-1.pdf")).toEqual({
      body,
      contentType: "application/pdf",
    });
    expect(await storage.exists("partner-images", "user-1/doc-1.pdf")).toBe(true);
    await storage.delete("partner-images", "user-1/doc-1.pdf");
    expect(await storage.exists("partner-images", "user-1/doc-1.pdf")).toBe(false);
    expect(await storage.get("partner-images", "user-1/doc-1.pdf")).toBeNull();
  });

  it("refuses to overwrite when overwrite is false", async () => {
    await storage.put("partner-images", "user-1/logo.png", Buffer.from("a"), {
      contentType: "image/png",
      overwrite: false,
    });
    await expect(
      storage.put("partner-images", "user-1/logo.png", Buffer.from("b"), {
        contentType: "image/png",
        overwrite: false,
      }),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect((await storage.get("partner-images", "user-1/logo.png"))?.body.toString()).toBe("a");
  });

  it("deletes a whole prefix across list pages, and nothing else", async () => {
    for (let i = 0; i < 1005; i++) {
      fake.buckets.get("atl-partner-images")!.set(`user-2/gallery-${i}.png`, {
        body: Buffer.from("x"),
        contentType: "image/png",
        cacheControl: undefined,
        etag: "e",
        lastModified: new Date(),
      });
    }
    await storage.put("partner-images", "user-3/logo.png", Buffer.from("keep"), { contentType: "image/png" });
    await storage.deletePrefix("partner-images", "user-2/");
    const keys = [...fake.buckets.get("atl-partner-images")!.keys()];
    expect(keys.filter((k) => k.startsWith("user-2/"))).toEqual([]);
    expect(keys).toContain("user-3/logo.png");
  });

  it("lists a bucket's objects with their last write time across list pages (orphan clean-up)", async () => {
    const old = new Date("2026-01-02T03:04:05Z");
    const bucket = fake.buckets.get("atl-article-images")!;
    for (let i = 0; i < 1003; i++)
      bucket.set(`img-${i}.webp`, {
        body: Buffer.from("x"),
        contentType: "image/webp",
        cacheControl: undefined,
        etag: "e",
        lastModified: old,
      });
    const listed: Array<{ key: string; lastModified: Date }> = [];
    for await (const object of storage.list("article-images")) listed.push(object);
    expect(listed.filter((o) => o.key.startsWith("img-"))).toHaveLength(1003);
    expect(listed.find((o) => o.key === "img-7.webp")?.lastModified.toISOString()).toBe(old.toISOString());
  });

  it("stores a checked partner image under partner-images/{userId}/logo_url-{timestamp}.png", async () => {
    const result = await storePartnerImage(storage, "user-9", "logo_url", await validPng(), 5 * 1024 * 1024);
    if (!result.ok) throw new Error(result.message);
    expect(result.url).toMatch(/^\/media\/partner-images\/user-9\/logo_url-\d+\.png$/);
    const key = result.url.replace("/media/partner-images/", "");
    expect(fake.buckets.get("atl-partner-images")!.get(key)?.contentType).toBe("image/png");
  });

  it("surfaces wrong credentials as an error (signature checked by the fake)", async () => {
    const bad = new S3Storage({
      endpoint: fake.endpoint,
      region: fake.region,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: "wrong-secret",
      forcePathStyle: true,
      bucketPrefix: "atl-",
    });
    await expect(
      bad.put("partner-images", "user-1/x.png", Buffer.from("x"), { contentType: "image/png" }),
    ).rejects.toThrow();
    expect(fake.buckets.get("atl-partner-images")!.has("user-1/x.png")).toBe(false);
  });
});
