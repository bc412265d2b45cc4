import { fileTypeFromBuffer } from "file-type";
import sharp, { type Metadata } from "sharp";

/**
 * The one image check used for every upload (partner logo/cover/gallery,
 * ambassador avatar, article images). Images are recognised by their bytes,
 * never by file name or declared type, decoded with sharp and re-encoded, so
 * what we store is only pixels: metadata (EXIF, GPS, comments, text chunks and
 * anything appended to the file) is gone.
 */
export type ImageCheckFailure =
  | "too-large"
  | "not-an-image"
  | "unsupported-format"
  | "corrupt"
  | "too-many-pixels";

export type ImageCheckResult =
  | {
      ok: true;
      body: Buffer;
      contentType: "image/webp" | "image/jpeg" | "image/png" | "image/avif";
      ext: "webp" | "jpg" | "png" | "avif";
      width: number;
      height: number;
    }
  | { ok: false; reason: ImageCheckFailure };

export const DEFAULT_MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Widest stored original; smaller variants come from /media?w=. */
export const DEFAULT_MAX_IMAGE_WIDTH = 2400;
/** Decompression-bomb guard: refuse anything above 40 megapixels (e.g. 8000×5000). */
export const MAX_IMAGE_PIXELS = 40_000_000;

const FORMATS = {
  "image/jpeg": { ext: "jpg", sharpFormat: "jpeg" },
  "image/png": { ext: "png", sharpFormat: "png" },
  "image/webp": { ext: "webp", sharpFormat: "webp" },
  "image/avif": { ext: "avif", sharpFormat: "heif" },
} as const;
type AcceptedMime = keyof typeof FORMATS;

function defaultMaxBytes() {
  const fromEnv = Number(process.env.UPLOAD_MAX_IMAGE_BYTES);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_MAX_IMAGE_BYTES;
}

/** Italian message shown to the user for each failure. */
export const IMAGE_FAILURE_MESSAGES: Record<ImageCheckFailure, string> = {
  "too-large": "L'immagine supera la dimensione massima di 5 MB",
  "not-an-image": "Il file non è un'immagine valida",
  "unsupported-format": "Formato non supportato: carica un'immagine JPEG, PNG, WebP o AVIF",
  corrupt: "L'immagine è danneggiata o incompleta",
  "too-many-pixels": "L'immagine ha troppi pixel (massimo 40 megapixel)",
};

export function imageFailureMessage(reason: ImageCheckFailure, maxBytes = defaultMaxBytes()) {
  if (reason === "too-large")
    return `L'immagine supera la dimensione massima di ${formatMegabytes(maxBytes)}`;
  return IMAGE_FAILURE_MESSAGES[reason];
}

export function formatMegabytes(bytes: number) {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace(".", ",")} MB`;
}

export async function processImageUpload(
  input: Buffer,
  options: { maxBytes?: number; maxWidth?: number } = {},
): Promise<ImageCheckResult> {
  const maxBytes = options.maxBytes ?? defaultMaxBytes();
  const maxWidth = options.maxWidth ?? DEFAULT_MAX_IMAGE_WIDTH;
  if (input.length === 0) return { ok: false, reason: "not-an-image" };
  if (input.length > maxBytes) return { ok: false, reason: "too-large" };

  const detected = await fileTypeFromBuffer(input).catch(() => undefined);
  if (!detected) return { ok: false, reason: "not-an-image" };
  if (!(detected.mime in FORMATS)) {
    return { ok: false, reason: detected.mime.startsWith("image/") ? "unsupported-format" : "not-an-image" };
  }
  const mime = detected.mime as AcceptedMime;
  const format = FORMATS[mime];

  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: "corrupt" };
  }
  // The container must agree with the magic bytes (AVIF is read by the heif loader).
  if (metadata.format !== format.sharpFormat) return { ok: false, reason: "corrupt" };
  const { width, height } = metadata;
  if (!width || !height) return { ok: false, reason: "corrupt" };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: "too-many-pixels" };

  try {
    // failOn "warning": a truncated or damaged file is refused, not half-decoded.
    const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "warning" })
      .rotate() // apply EXIF orientation before the metadata is dropped
      .resize({ width: maxWidth, withoutEnlargement: true });
    const encoded =
      mime === "image/jpeg"
        ? pipeline.jpeg({ quality: 85, mozjpeg: true })
        : mime === "image/png"
          ? pipeline.png({ compressionLevel: 9 })
          : mime === "image/webp"
            ? pipeline.webp({ quality: 82 })
            : pipeline.avif({ quality: 60, effort: 3 });
    // No withMetadata(): sharp writes no EXIF/XMP/ICC-comments unless asked.
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      ok: true,
      body: data,
      contentType: mime,
      ext: format.ext,
      width: info.width,
      height: info.height,
    };
  } catch {
    return { ok: false, reason: "corrupt" };
  }
}
