import zlib from "node:zlib";
import CFB from "cfb";
import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { validDoc, validDocx, validPdf } from "../../../tests/fixtures/hostile/corpus";
import { checkDocContent, checkDocxContent, checkPdfContent } from "./document-content.server";
import { checkDocument, DOCUMENT_FAILURE_MESSAGES } from "./upload.server";

/** A valid PDF with one more object appended before the xref (offsets are not checked). */
function pdfWith(extra: string | Buffer) {
  const base = validPdf();
  const at = base.indexOf("xref");
  return Buffer.concat([
    base.subarray(0, at),
    Buffer.from(extra as string, "latin1"),
    Buffer.from("\n"),
    base.subarray(at),
  ]);
}

const docxParts = {
  "[Content_Types].xml": new TextEncoder().encode('<?xml version="1.0"?><Types/>'),
  "word/document.xml": new TextEncoder().encode("<w:document><w:body/></w:document>"),
};

describe("PDF content", () => {
  it("accepts a plain PDF", () => {
    expect(checkPdfContent(validPdf())).toBeNull();
  });

  it.each([
    ["JavaScript action", "5 0 obj<</S/JavaScript/JS(app.alert(1))>>endobj"],
    ["OpenAction", "6 0 obj<</OpenAction 5 0 R>>endobj"],
    ["Launch action", "7 0 obj<</S/Launch/F(cmd.exe)>>endobj"],
    ["embedded file", "8 0 obj<</Type/EmbeddedFile/Length 3>>stream\nabc\nendstream endobj"],
    ["name hidden with #-escapes", "9 0 obj<</S/J#61vaScript/JS(x)>>endobj"],
  ])("refuses a PDF with a %s", (_label, object) => {
    expect(checkPdfContent(pdfWith(object))).toBe("pdf-active-content");
  });

  it("refuses JavaScript hidden in a compressed object stream", () => {
    const hidden = zlib.deflateSync(Buffer.from("10 0 obj<</S/JavaScript/JS(app.launchURL('x'))>>endobj"));
    const object = Buffer.concat([
      Buffer.from(`11 0 obj<</Type/ObjStm/Filter/FlateDecode/Length ${hidden.length}>>stream\n`),
      hidden,
      Buffer.from("\nendstream endobj"),
    ]);
    expect(checkPdfContent(pdfWith(object))).toBe("pdf-active-content");
  });

  it("refuses an encrypted PDF it cannot inspect", () => {
    expect(
      checkPdfContent(pdfWith("12 0 obj<</Filter/Standard/V 2>>endobj trailer<</Encrypt 12 0 R>>")),
    ).toBe("pdf-encrypted");
  });
});

describe("DOCX content", () => {
  it("accepts a well-formed document, stored or deflated", () => {
    expect(checkDocxContent(validDocx())).toBeNull();
    expect(checkDocxContent(Buffer.from(zipSync(docxParts, { level: 6 })))).toBeNull();
  });

  it("refuses a zip bomb by the bytes it really expands to", () => {
    // 4 MB of zeros deflate to a few KB; the limit is lowered to 1 MB to keep the test quick.
    const limits = { maxEntries: 1000, maxUncompressedBytes: 1024 * 1024 };
    const bomb = Buffer.from(zipSync({ ...docxParts, "word/media/a.xml": new Uint8Array(4 * 1024 * 1024) }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(checkDocxContent(bomb, limits)).toBe("archive-too-large");
    expect(checkDocxContent(Buffer.from(zipSync(docxParts)), limits)).toBeNull();
  });

  it("refuses an archive with too many entries", () => {
    const many: Record<string, Uint8Array> = { ...docxParts };
    for (let i = 0; i < 60; i++) many[`word/x${i}.xml`] = new Uint8Array(1);
    expect(checkDocxContent(Buffer.from(zipSync(many)), { maxEntries: 50, maxUncompressedBytes: 1e6 })).toBe(
      "archive-too-large",
    );
  });

  it.each([
    "word/embeddings/setup.exe",
    "payload.dll",
    "run.bat",
    "word/x.js",
    "a.vbs",
    "s.scr",
    "i.msi",
    "word/vbaProject.bin",
  ])("refuses an archive carrying %s", (name) => {
    const zip = Buffer.from(zipSync({ ...docxParts, [name]: new Uint8Array([0x4d, 0x5a, 0, 0]) }));
    expect(checkDocxContent(zip)).toBe("archive-executable");
  });

  it("refuses a zip without a Word document inside", () => {
    expect(checkDocxContent(Buffer.from(zipSync({ "readme.txt": new Uint8Array(3) })))).toBe(
      "archive-invalid",
    );
  });
});

describe("DOC content", () => {
  it("accepts an OLE compound file with a WordDocument stream", () => {
    expect(checkDocContent(validDoc())).toBeNull();
  });

  it("refuses the OLE magic followed by garbage, and a compound file without Word content", () => {
    const fake = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(1024, 7),
    ]);
    expect(checkDocContent(fake)).toBe("doc-invalid");
    const other = CFB.utils.cfb_new();
    CFB.utils.cfb_add(other, "/Workbook", Buffer.alloc(600));
    expect(checkDocContent(Buffer.from(CFB.write(other, { type: "buffer" }) as Uint8Array))).toBe(
      "doc-invalid",
    );
  });

  it("refuses a DOC with macros", () => {
    const withMacros = CFB.utils.cfb_new();
    CFB.utils.cfb_add(withMacros, "/WordDocument", Buffer.alloc(600));
    CFB.utils.cfb_add(withMacros, "/Macros/VBA/ThisDocument", Buffer.alloc(600));
    expect(checkDocContent(Buffer.from(CFB.write(withMacros, { type: "buffer" }) as Uint8Array))).toBe(
      "doc-macro",
    );
  });
});

it("answers the upload with an Italian message naming the problem", async () => {
  const result = await checkDocument(
    pdfWith("5 0 obj<</S/JavaScript/JS(x)>>endobj"),
    "listino.pdf",
    10_000_000,
  );
  expect(result).toEqual({ ok: false, reason: "pdf-active-content" });
  expect(DOCUMENT_FAILURE_MESSAGES["pdf-active-content"]).toMatch(/^Il PDF contiene JavaScript/);
  expect(await checkDocument(validDoc(), "vecchio.doc", 10_000_000)).toMatchObject({ ok: true, ext: "doc" });
});
