import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { usageToday } from "~/features/media/upload-quota.server";
import { action as apiAction } from "~/routes/partner/wizard-api";
import { validPdf } from "../../../tests/fixtures/hostile/corpus";
import {
  contextFor,
  createTestServices,
  signUpAndSignIn,
  type TestServices,
} from "../../../tests/helpers/test-services";

let t: TestServices;
const pdf = validPdf("Listino ".repeat(90)); // about 1 KB
const QUOTA_BYTES = 2 * pdf.length + 100; // room for two of them, not three

beforeAll(async () => {
  t = await createTestServices({
    env: { UPLOAD_QUOTA_BYTES_PER_DAY: String(QUOTA_BYTES), UPLOAD_QUOTA_FILES_PER_DAY: "5" },
  });
}, 120_000);
afterAll(() => t?.close());

/** A multipart body sent chunked: no Content-Length, so nothing declared can be trusted. */
async function chunkedUpload(cookie: string, files: Buffer[], extra?: Uint8Array) {
  const form = new FormData();
  form.set("intent", "upload");
  form.set("kind", "doc");
  files.forEach((file, i) => {
    form.append("file", new Blob([new Uint8Array(file)]), `listino-${i}.pdf`);
  });
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let sent = false;
  let extraSent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes);
      } else if (extra && extraSent < 80) {
        extraSent++;
        controller.enqueue(extra);
      } else controller.close();
    },
  });
  const request = new Request("http://localhost/area-partner/wizard/api", {
    method: "POST",
    body,
    headers: { cookie, "content-type": encoded.headers.get("content-type") ?? "" },
    duplex: "half",
  } as RequestInit);
  expect(request.headers.get("content-length")).toBeNull();
  const response = (await apiAction({
    request,
    context: contextFor(t.services),
    params: {},
  } as never)) as Response;
  return {
    status: response.status,
    json: (await response.json()) as { ok: boolean; message: string; urls?: string[]; details?: string[] },
  };
}

function storedFiles(userId: string) {
  const dir = path.join(t.dataDir, "uploads", "partner-images", userId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

it("counts the bytes received in a chunked upload and refuses what goes past the daily quota", async () => {
  const alice = await signUpAndSignIn(t.services, { email: "quota-a@example.it" });
  const first = await chunkedUpload(alice.cookie, [pdf, pdf, pdf]);
  expect(first.status).toBe(200);
  expect(first.json.urls).toHaveLength(2);
  expect(first.json.details?.[0]).toMatch(/Hai raggiunto il limite giornaliero di caricamenti/);
  expect(storedFiles(alice.userId)).toHaveLength(2);
  expect(await usageToday(t.services.db, alice.userId)).toEqual({ bytes: 2 * pdf.length, files: 2 });

  const next = await chunkedUpload(alice.cookie, [pdf]);
  expect(next.status).toBe(429);
  expect(next.json.message).toBe(
    "Hai raggiunto il limite giornaliero di caricamenti (1 MB o 5 file al giorno). Riprova domani.",
  );
  expect(storedFiles(alice.userId)).toHaveLength(2);
});

it("lets parallel uploads of one account together take no more than the quota", async () => {
  const bob = await signUpAndSignIn(t.services, { email: "quota-b@example.it" });
  const results = await Promise.all(Array.from({ length: 5 }, () => chunkedUpload(bob.cookie, [pdf])));
  expect(results.filter((r) => r.status === 200)).toHaveLength(2);
  expect(results.filter((r) => r.status === 429)).toHaveLength(3);
  expect(storedFiles(bob.userId)).toHaveLength(2);
});

it("stops reading a chunked body once it passes the request cap", async () => {
  const carol = await signUpAndSignIn(t.services, { email: "quota-c@example.it" });
  // 80 × 1 MB after the form: 80 MB, more than the 60 MB an upload request may carry.
  const answer = await chunkedUpload(carol.cookie, [pdf], new Uint8Array(1024 * 1024));
  expect(answer.status).toBe(413);
  expect(storedFiles(carol.userId)).toHaveLength(0);
  expect(await usageToday(t.services.db, carol.userId)).toEqual({ bytes: 0, files: 0 });
});
