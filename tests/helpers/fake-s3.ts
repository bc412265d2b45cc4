import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small, faithful in-process fake of the S3 HTTP API (path-style), enough
 * for the storage driver: PutObject (with If-None-Match: *), GetObject,
 * HeadObject, DeleteObject, ListObjectsV2 (with pagination) and DeleteObjects.
 * Every request must carry a valid AWS Signature V4 for the fake's
 * credentials, and signed payload hashes are checked against the body.
 */

export interface FakeObject {
  body: Buffer;
  contentType: string;
  cacheControl: string | undefined;
  etag: string;
  lastModified: Date;
}

export interface FakeS3 {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  buckets: Map<string, Map<string, FakeObject>>;
  requests: Array<{ method: string; path: string; query: string }>;
  createBucket(name: string): void;
  close(): Promise<void>;
}

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const xmlUnescape = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

function rfc3986(value: string) {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac("sha256", key).update(data).digest();
const sha256 = (data: crypto.BinaryLike) => crypto.createHash("sha256").update(data).digest("hex");

function verifySignature(
  req: http.IncomingMessage,
  body: Buffer,
  accessKeyId: string,
  secret: string,
): string | null {
  const auth = req.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return "AccessDenied";
  const [, keyId, date, region, signedHeaders, signature] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (keyId !== accessKeyId) return "InvalidAccessKeyId";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (!amzDate.startsWith(date) || !payloadHash) return "AccessDenied";
  if (
    payloadHash !== "UNSIGNED-PAYLOAD" &&
    !payloadHash.startsWith("STREAMING-") &&
    payloadHash !== sha256(body)
  ) {
    return "XAmzContentSHA256Mismatch";
  }
  const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split("?");
  const query = rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [k = "", v = ""] = pair.split("=");
      return [rfc3986(decodeURIComponent(k)), rfc3986(decodeURIComponent(v.replace(/\+/g, "%20")))] as const;
    })
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const headerNames = signedHeaders.split(";");
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(",") : (value ?? "");
      return `${name}:${String(text).trim().replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const canonicalRequest = [req.method, rawPath, query, canonicalHeaders, signedHeaders, payloadHash].join(
    "\n",
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), "s3"), "aws4_request");
  const expected = crypto.createHmac("sha256", key).update(stringToSign).digest("hex");
  return crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
    ? null
    : "SignatureDoesNotMatch";
}

/** Decodes an aws-chunked body (used by some SDK versions for streaming uploads). */
function decodeAwsChunked(body: Buffer) {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf("\r\n", offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString("latin1").split(";")[0] ?? "0", 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

export async function startFakeS3(
  options: { accessKeyId?: string; secretAccessKey?: string; region?: string } = {},
): Promise<FakeS3> {
  const accessKeyId = options.accessKeyId ?? "FAKEACCESSKEY";
  const secretAccessKey = options.secretAccessKey ?? "fake-secret-key-0123456789";
  const region = options.region ?? "auto";
  const buckets = new Map<string, Map<string, FakeObject>>();
  const requests: FakeS3["requests"] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      let body = Buffer.concat(chunks);
      const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split("?");
      requests.push({ method: req.method ?? "", path: rawPath, query: rawQuery });
      const sendError = (status: number, code: string, message = code) => {
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(
          req.method === "HEAD"
            ? undefined
            : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`,
        );
      };
      const authError = verifySignature(req, body, accessKeyId, secretAccessKey);
      if (authError) return sendError(403, authError);
      if (String(req.headers["content-encoding"] ?? "").includes("aws-chunked"))
        body = decodeAwsChunked(body);

      const segments = rawPath.split("/").slice(1);
      const bucketName = decodeURIComponent(segments[0] ?? "");
      const key = segments.slice(1).map(decodeURIComponent).join("/");
      const params = new URLSearchParams(rawQuery);
      const bucket = buckets.get(bucketName);
      if (!bucket)
        return sendError(404, "NoSuchBucket", `The specified bucket does not exist: ${bucketName}`);

      if (!key) {
        if (req.method === "GET" && params.get("list-type") === "2") {
          const prefix = params.get("prefix") ?? "";
          const maxKeys = Math.min(Number(params.get("max-keys") ?? 1000) || 1000, 1000);
          const after = params.get("continuation-token") ?? params.get("start-after") ?? "";
          const all = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
          const page = all.slice(0, maxKeys);
          const truncated = all.length > page.length;
          const contents = page
            .map((k) => {
              const o = bucket.get(k)!;
              return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>&quot;${o.etag}&quot;</ETag><Size>${o.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
            })
            .join("");
          res.writeHead(200, { "content-type": "application/xml" });
          return res.end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucketName)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${xmlEscape(page[page.length - 1]!)}</NextContinuationToken>` : ""}${contents}</ListBucketResult>`,
          );
        }
        if (req.method === "POST" && params.has("delete")) {
          if (
            !req.headers["content-md5"] &&
            !Object.keys(req.headers).some((h) => h.startsWith("x-amz-checksum-"))
          ) {
            return sendError(400, "InvalidRequest", "Missing required header for this request: Content-MD5");
          }
          const keys = [...body.toString("utf8").matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map((m) =>
            xmlUnescape(m[1] ?? ""),
          );
          for (const k of keys) bucket.delete(k);
          const quiet = /<Quiet>true<\/Quiet>/.test(body.toString("utf8"));
          res.writeHead(200, { "content-type": "application/xml" });
          return res.end(
            `<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${quiet ? "" : keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join("")}</DeleteResult>`,
          );
        }
        return sendError(405, "MethodNotAllowed");
      }

      switch (req.method) {
        case "PUT": {
          if (req.headers["if-none-match"] === "*" && bucket.has(key))
            return sendError(
              412,
              "PreconditionFailed",
              "At least one of the pre-conditions you specified did not hold",
            );
          const etag = crypto.createHash("md5").update(body).digest("hex");
          bucket.set(key, {
            body,
            contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
            cacheControl: req.headers["cache-control"] as string | undefined,
            etag,
            lastModified: new Date(),
          });
          res.writeHead(200, { etag: `"${etag}"` });
          return res.end();
        }
        case "GET":
        case "HEAD": {
          const object = bucket.get(key);
          if (!object) {
            if (req.method !== "HEAD")
              return sendError(404, "NoSuchKey", "The specified key does not exist.");
            res.writeHead(404);
            return res.end();
          }
          res.writeHead(200, {
            "content-type": object.contentType,
            "content-length": object.body.length,
            etag: `"${object.etag}"`,
            "last-modified": object.lastModified.toUTCString(),
            ...(object.cacheControl ? { "cache-control": object.cacheControl } : {}),
          });
          return res.end(req.method === "HEAD" ? undefined : object.body);
        }
        case "DELETE":
          bucket.delete(key);
          res.writeHead(204);
          return res.end();
        default:
          return sendError(405, "MethodNotAllowed");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region,
    accessKeyId,
    secretAccessKey,
    buckets,
    requests,
    createBucket(name) {
      if (!buckets.has(name)) buckets.set(name, new Map());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
