import crypto from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Storage } from "~/server/storage.server";
import { publicUrl } from "~/server/storage.server";
import {
  checkDocContent,
  checkDocxContent,
  checkPdfContent,
  DOCUMENT_CONTENT_MESSAGES,
  type DocumentContentFailure,
} from "./document-content.server";
import { type ImageCheckFailure, imageFailureMessage, processImageUpload } from "./image-processing.server";

/**
 * Partner uploads (spec §7 "Storage"): bucket partner-images, keys
 * `{userId}/{kind}-{timestamp}.{ext}`. Every file is checked by content
 * before anything is written; a refused file stores nothing.
 */

export const PARTNER_BUCKET = "partner-images" as const;

export type PartnerImageKind = "logo_url" | "cover_url" | "gallery" | "ambassador-avatar";

export type DocumentCheckFailure =
  | "too-large"
  | "not-a-document"
  | "extension-mismatch"
  | DocumentContentFailure;

export const DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx"] as const;
export type DocumentExt = (typeof DOCUMENT_EXTENSIONS)[number];

const DOCUMENT_TYPES: Record<DocumentExt, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export const DOCUMENT_FAILURE_MESSAGES: Record<DocumentCheckFailure, string> = {
  "too-large": "Il documento supera la dimensione massima consentita",
  "not-a-document": "Il file non è un documento PDF, DOC o DOCX valido",
  "extension-mismatch": "L'estensione del file non corrisponde al suo contenuto",
  ...DOCUMENT_CONTENT_MESSAGES,
};

/**
 * Documents are recognised by magic bytes: `%PDF-` for .pdf, an OLE2 compound
 * file for .doc, an OOXML ZIP with word/ content for .docx. The declared
 * extension must agree with the content, and the content is then inspected
 * (document-content.server.ts): no active PDF content, bounded DOCX archives
 * without executables, well-formed DOC compound files.
 */
export async function checkDocument(
  input: Buffer,
  fileName: string,
  maxBytes: number,
): Promise<
  { ok: true; ext: DocumentExt; contentType: string } | { ok: false; reason: DocumentCheckFailure }
> {
  if (input.length > maxBytes) return { ok: false, reason: "too-large" };
  if (input.length < 8) return { ok: false, reason: "not-a-document" };
  const declared = fileName.toLowerCase().split(".").pop() ?? "";
  const detected = await fileTypeFromBuffer(input).catch(() => undefined);
  let ext: DocumentExt | null = null;
  if (detected?.ext === "pdf" && input.subarray(0, 5).toString("latin1") === "%PDF-") ext = "pdf";
  else if (detected?.ext === "docx") ext = "docx";
  else if (detected?.ext === "cfb") ext = "doc";
  if (!ext) return { ok: false, reason: "not-a-document" };
  if (declared !== ext) return { ok: false, reason: "extension-mismatch" };
  const content =
    ext === "pdf"
      ? checkPdfContent(input)
      : ext === "docx"
        ? checkDocxContent(input)
        : checkDocContent(input);
  if (content) return { ok: false, reason: content };
  return { ok: true, ext, contentType: DOCUMENT_TYPES[ext] };
}

function uniqueSuffix() {
  return `${Date.now()}-${crypto.randomInt(100_000, 999_999)}`;
}

/** The storage key of spec §7 for a kind of partner file. */
export function partnerFileKey(
  userId: string,
  kind: PartnerImageKind | "doc",
  ext: string,
  now = Date.now(),
) {
  switch (kind) {
    case "gallery":
      return `${userId}/gallery-${uniqueSuffix()}.${ext}`;
    case "doc":
      return `${userId}/doc-${uniqueSuffix()}.${ext}`;
    default:
      // A random tail keeps two uploads in the same millisecond from colliding.
      return `${userId}/${kind}-${now}${crypto.randomInt(100, 999)}.${ext}`;
  }
}

export type UploadResult =
  | { ok: true; url: string }
  | { ok: false; message: string; reason: ImageCheckFailure | DocumentCheckFailure };

export async function storePartnerImage(
  storage: Storage,
  userId: string,
  kind: PartnerImageKind,
  input: Buffer,
  maxBytes: number,
): Promise<UploadResult> {
  const checked = await processImageUpload(input, { maxBytes, maxWidth: kind === "logo_url" ? 1200 : 2400 });
  if (!checked.ok)
    return { ok: false, reason: checked.reason, message: imageFailureMessage(checked.reason, maxBytes) };
  const key = partnerFileKey(userId, kind, checked.ext);
  await storage.put(PARTNER_BUCKET, key, checked.body, {
    contentType: checked.contentType,
    overwrite: false,
  });
  return { ok: true, url: publicUrl(PARTNER_BUCKET, key) };
}

export async function storePartnerDocument(
  storage: Storage,
  userId: string,
  input: Buffer,
  fileName: string,
  maxBytes: number,
): Promise<UploadResult> {
  const checked = await checkDocument(input, fileName, maxBytes);
  if (!checked.ok)
    return { ok: false, reason: checked.reason, message: DOCUMENT_FAILURE_MESSAGES[checked.reason] };
  const key = partnerFileKey(userId, "doc", checked.ext);
  await storage.put(PARTNER_BUCKET, key, input, { contentType: checked.contentType, overwrite: false });
  return { ok: true, url: publicUrl(PARTNER_BUCKET, key) };
}

/** True when a URL points into this user's own folder of partner-images. */
export function isOwnPartnerFile(url: string, userId: string) {
  const prefix = `/media/${PARTNER_BUCKET}/${userId}/`;
  if (!url.startsWith(prefix)) return false;
  const rest = url.slice(prefix.length);
  return rest.length > 0 && !rest.includes("/") && !rest.includes("..") && !rest.includes("?");
}
