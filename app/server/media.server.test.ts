import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { serveMedia } from "./media.server";
import { LocalStorage } from "./storage.server";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "atlante-media-"));
const storage = new LocalStorage(root);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("serveMedia", () => {
  it("renders and caches a resized variant with immutable caching", async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#a4431c" } })
      .png()
      .toBuffer();
    await storage.put("article-images", "demo/photo.png", png, { contentType: "image/png" });
    const response = await serveMedia(
      storage,
      "article-images",
      "demo/photo.png",
      new URLSearchParams("w=320&fm=webp"),
    );
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toContain("immutable");
    const meta = await sharp(response.body as Buffer).metadata();
    expect(meta.width).toBe(320);
    expect(await storage.exists("article-images", "_variants/320/webp/demo/photo.png")).toBe(true);
  });

  it("answers 404 for folders, unsafe keys, variants and missing files", async () => {
    for (const key of [
      "demo/",
      "../secret",
      "demo//x.png",
      "_variants/320/webp/demo/photo.png",
      "missing.png",
    ]) {
      expect((await serveMedia(storage, "article-images", key, new URLSearchParams())).status, key).toBe(404);
    }
  });

  it("serves documents as attachments with a sandboxing CSP", async () => {
    await storage.put("partner-images", "u1/doc-1.pdf", Buffer.from("%PDF-1.4\n"), {
      contentType: "application/pdf",
    });
    const response = await serveMedia(storage, "partner-images", "u1/doc-1.pdf", new URLSearchParams());
    expect(response.headers["content-disposition"]).toMatch(/^attachment/);
    expect(response.headers["content-security-policy"]).toContain("sandbox");
  });
});
