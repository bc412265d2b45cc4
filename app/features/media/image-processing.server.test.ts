import sharp from "sharp";
import { describe, expect, it } from "vitest";
import * as hostile from "../../../tests/fixtures/hostile/corpus";
import { processImageUpload } from "./image-processing.server";

describe("processImageUpload", () => {
  it("accepts a real PNG and keeps its format and size", async () => {
    const result = await processImageUpload(await hostile.validPng(64, 48));
    expect(result).toMatchObject({ ok: true, contentType: "image/png", ext: "png", width: 64, height: 48 });
  });

  it("re-encodes a JPEG and strips its EXIF metadata", async () => {
    const input = await hostile.validJpegWithExif();
    expect(input.includes(Buffer.from("SECRET-EXIF-MARKER"))).toBe(true);
    const result = await processImageUpload(input);
    if (!result.ok) throw new Error(result.reason);
    expect(result.ext).toBe("jpg");
    expect(result.body.includes(Buffer.from("SECRET-EXIF-MARKER"))).toBe(false);
    expect((await sharp(result.body).metadata()).exif).toBeUndefined();
  });

  it("caps the stored width", async () => {
    const result = await processImageUpload(await hostile.validWebp(3000, 1000), { maxWidth: 2400 });
    expect(result).toMatchObject({ ok: true, ext: "webp", width: 2400, height: 800 });
  });

  it("refuses an SVG with a script", async () => {
    expect(await processImageUpload(hostile.svgWithScript)).toEqual({ ok: false, reason: "not-an-image" });
  });

  it("refuses HTML renamed .png", async () => {
    expect(await processImageUpload(hostile.htmlRenamedPng)).toEqual({ ok: false, reason: "not-an-image" });
  });

  it("neutralises a PNG/HTML polyglot: only pixels are kept", async () => {
    const polyglot = await hostile.pngHtmlPolyglot();
    const result = await processImageUpload(polyglot);
    if (!result.ok) throw new Error(result.reason);
    expect(result.body.includes(Buffer.from("<script"))).toBe(false);
    expect(result.body.includes(Buffer.from("<html"))).toBe(false);
  });

  it("refuses truncated JPEG and PNG files", async () => {
    expect(await processImageUpload(await hostile.truncatedJpeg())).toEqual({ ok: false, reason: "corrupt" });
    expect(await processImageUpload(await hostile.truncatedPng())).toEqual({ ok: false, reason: "corrupt" });
  });

  it("refuses an image over the byte limit", async () => {
    const big = await hostile.oversizedJpeg();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(await processImageUpload(big)).toEqual({ ok: false, reason: "too-large" });
    expect(await processImageUpload(await hostile.validPng(), { maxBytes: 10 })).toEqual({
      ok: false,
      reason: "too-large",
    });
  });

  it("refuses a decompression bomb before decoding it", async () => {
    const bomb = await hostile.decompressionBombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect(await processImageUpload(bomb)).toEqual({ ok: false, reason: "too-many-pixels" });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("refuses GIF as unsupported and empty input as not an image", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    expect(await processImageUpload(gif)).toEqual({ ok: false, reason: "unsupported-format" });
    expect(await processImageUpload(Buffer.alloc(0))).toEqual({ ok: false, reason: "not-an-image" });
  });
});
