import sharp from "sharp";
import { assertSafeKey, type Bucket, contentTypeFor, type Storage } from "./storage.server";

/** Widths the responsive image component asks for; anything else is refused. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920] as const;
export const VARIANT_FORMATS = ["avif", "webp", "jpeg"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

const QUALITY: Record<VariantFormat, number> = { avif: 55, webp: 74, jpeg: 78 };
const MAX_INPUT_PIXELS = 40_000_000;
/** Only our own seed artwork is stored as SVG; it is rasterised, never served raw. */
const RASTERISABLE = /\.(jpe?g|png|webp|avif|svg)$/i;

export interface MediaResponse {
  status: number;
  body: Buffer | string;
  headers: Record<string, string>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const inFlight = new Map<string, Promise<Buffer | null>>();

export function parseVariant(query: URLSearchParams): { width: number; format: VariantFormat } | null {
  const width = Number(query.get("w"));
  const format = query.get("fm") ?? "webp";
  if (!VARIANT_WIDTHS.includes(width as (typeof VARIANT_WIDTHS)[number])) return null;
  if (!VARIANT_FORMATS.includes(format as VariantFormat)) return null;
  return { width, format: format as VariantFormat };
}

async function renderVariant(
  storage: Storage,
  bucket: Bucket,
  key: string,
  width: number,
  format: VariantFormat,
) {
  const variantKey = `_variants/${width}/${format}/${key}`;
  const cached = await storage.get(bucket, variantKey);
  if (cached) return cached.body;
  const original = await storage.get(bucket, key);
  if (!original) return null;
  const pipeline = sharp(original.body, {
    limitInputPixels: MAX_INPUT_PIXELS,
    density: key.endsWith(".svg") ? 144 : 72,
  })
    .rotate()
    .resize({ width, withoutEnlargement: !key.endsWith(".svg") });
  const output =
    format === "avif"
      ? await pipeline.avif({ quality: QUALITY.avif, effort: 3 }).toBuffer()
      : format === "webp"
        ? await pipeline.webp({ quality: QUALITY.webp }).toBuffer()
        : await pipeline.jpeg({ quality: QUALITY.jpeg, mozjpeg: true }).toBuffer();
  await storage.put(bucket, variantKey, output, { contentType: `image/${format}` });
  return output;
}

/** Serves /media/{bucket}/{key}[?w=&fm=]: originals for documents, resized variants for images. */
export async function serveMedia(
  storage: Storage,
  bucket: Bucket,
  key: string,
  query: URLSearchParams,
): Promise<MediaResponse> {
  const notFound: MediaResponse = {
    status: 404,
    body: "Not found",
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  };
  if (key.startsWith("_variants/")) return notFound;
  try {
    assertSafeKey(key);
  } catch {
    return notFound;
  }
  const isImage = RASTERISABLE.test(key);
  const variant = isImage
    ? (parseVariant(query) ?? (key.endsWith(".svg") ? { width: 1280, format: "webp" as const } : null))
    : null;
  if (variant) {
    const id = `${bucket}/${key}/${variant.width}/${variant.format}`;
    let pending = inFlight.get(id);
    if (!pending) {
      pending = renderVariant(storage, bucket, key, variant.width, variant.format).finally(() =>
        inFlight.delete(id),
      );
      inFlight.set(id, pending);
    }
    const body = await pending;
    if (!body) return notFound;
    return {
      status: 200,
      body,
      headers: { "content-type": `image/${variant.format}`, "cache-control": IMMUTABLE },
    };
  }
  const object = await storage.get(bucket, key);
  if (!object) return notFound;
  const contentType = contentTypeFor(key);
  const headers: Record<string, string> = {
    "content-type": contentType,
    "cache-control": IMMUTABLE,
    // Stored files are data, never active content on our origin.
    "content-security-policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  };
  if (!contentType.startsWith("image/")) {
    headers["content-disposition"] = `attachment; filename="${key
      .split("/")
      .pop()
      ?.replace(/[^\w.-]/g, "_")}"`;
  }
  return { status: 200, body: object.body, headers };
}
