import zlib from "node:zlib";
import CFB from "cfb";
import { Unzip, UnzipInflate } from "fflate";

/**
 * Partner documents checked by what they contain, not only by their magic
 * bytes (issue 18, ADR 1823). Refused: PDFs that run or launch anything or
 * carry files; DOCX archives that are too big once unpacked (zip bombs), have
 * too many entries, or carry executables or macros; DOC files that are not a
 * well-formed OLE compound file with a Word stream.
 */

export type DocumentContentFailure =
  | "pdf-active-content"
  | "pdf-encrypted"
  | "archive-too-large"
  | "archive-executable"
  | "archive-invalid"
  | "doc-invalid"
  | "doc-macro";

export const DOCUMENT_CONTENT_MESSAGES: Record<DocumentContentFailure, string> = {
  "pdf-active-content":
    "Il PDF contiene JavaScript, azioni automatiche o file allegati: esportalo di nuovo come PDF semplice",
  "pdf-encrypted": "Il PDF è cifrato o protetto da password: caricane una versione senza protezione",
  "archive-too-large": "Il documento DOCX è troppo grande una volta decompresso o contiene troppi elementi",
  "archive-executable": "Il documento DOCX contiene programmi eseguibili o macro e non può essere accettato",
  "archive-invalid": "Il documento DOCX è danneggiato o non è un documento Word valido",
  "doc-invalid": "Il documento DOC è danneggiato o non è un documento Word valido",
  "doc-macro": "Il documento DOC contiene macro o oggetti eseguibili e non può essere accettato",
};

export const DOCX_LIMITS = { maxEntries: 1000, maxUncompressedBytes: 100 * 1024 * 1024 };

/** PDF names that run code, act on opening, launch programs or carry files. */
const PDF_ACTIVE_NAMES = new Set([
  "javascript",
  "js",
  "openaction",
  "aa",
  "launch",
  "embeddedfile",
  "embeddedfiles",
  "richmedia",
]);
const PDF_MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const EXECUTABLE_ENTRY =
  /\.(exe|dll|bat|cmd|com|scr|msi|msp|js|jse|vbs|vbe|wsf|wsh|ps1|psm1|hta|cpl|jar|lnk|pif|reg|sh|app|apk|elf|so|dylib)$/i;
const MACRO_ENTRY = /(^|\/)vbaProject\.bin$|(^|\/)vbaData\.xml$/i;

/** True when a name token of the text, with #xx escapes decoded, is one of the active names. */
function hasActiveName(text: string) {
  for (const match of text.matchAll(/\/([A-Za-z0-9#]{1,40})/g)) {
    const name = match[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (PDF_ACTIVE_NAMES.has(name.toLowerCase())) return true;
  }
  return false;
}

/** Scans the PDF's own text and the content of its Flate streams (object streams hide dictionaries). */
export function checkPdfContent(input: Buffer): DocumentContentFailure | null {
  const text = input.toString("latin1");
  if (hasActiveName(text)) return "pdf-active-content";
  if (/\/Encrypt\b/.test(text)) return "pdf-encrypted";
  let inflatedTotal = 0;
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf("endstream", start);
    if (end < 0) break;
    let inflated: Buffer;
    try {
      inflated = zlib.inflateSync(input.subarray(start, end), {
        maxOutputLength: PDF_MAX_INFLATED_BYTES - inflatedTotal + 1,
        finishFlush: zlib.constants.Z_SYNC_FLUSH,
      });
    } catch (error) {
      if ((error as Error).name === "RangeError") return "pdf-active-content";
      continue; // Not a Flate stream (images, fonts…).
    }
    inflatedTotal += inflated.length;
    if (inflatedTotal > PDF_MAX_INFLATED_BYTES) return "pdf-active-content";
    if (hasActiveName(inflated.toString("latin1"))) return "pdf-active-content";
  }
  return null;
}

/** Unpacks the archive as a stream, counting the bytes it really expands to (sizes in headers can lie). */
export function checkDocxContent(input: Buffer, limits = DOCX_LIMITS): DocumentContentFailure | null {
  const names: string[] = [];
  let total = 0;
  let failure: DocumentContentFailure | null = null;
  const unzip = new Unzip((file) => {
    if (failure) return;
    names.push(file.name);
    if (names.length > limits.maxEntries) failure = "archive-too-large";
    else if (EXECUTABLE_ENTRY.test(file.name) || MACRO_ENTRY.test(file.name)) failure = "archive-executable";
    else if (file.name.startsWith("/") || file.name.split(/[\\/]/).includes(".."))
      failure = "archive-invalid";
    if (failure) return;
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = "archive-invalid";
        return;
      }
      total += chunk.length;
      if (total > limits.maxUncompressedBytes) {
        failure = "archive-too-large";
        file.terminate();
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(new Uint8Array(input.buffer, input.byteOffset, input.length), true);
  } catch {
    return failure ?? "archive-invalid";
  }
  if (failure) return failure;
  if (!names.includes("[Content_Types].xml") || !names.includes("word/document.xml"))
    return "archive-invalid";
  return null;
}

/** A .doc must parse as an OLE compound file holding a WordDocument stream and no macros. */
export function checkDocContent(input: Buffer): DocumentContentFailure | null {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(input, { type: "buffer" });
  } catch {
    return "doc-invalid";
  }
  const names = container.FullPaths.map((p) => p.toLowerCase());
  if (!names.some((p) => p.endsWith("/worddocument"))) return "doc-invalid";
  if (
    names.some(
      (p) => p.includes("/macros/") || p.includes("/_vba_project_cur/") || p.endsWith("\u0001ole10native"),
    )
  )
    return "doc-macro";
  return null;
}
