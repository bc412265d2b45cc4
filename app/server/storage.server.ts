import fs from "node:fs/promises";
import path from "node:path";

/** The buckets of spec §7. */
export const BUCKETS = ["partner-images", "article-images", "site-images"] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface PutOptions {
  contentType: string;
  /** Refuse to replace an existing object (spec §7: "no overwrite"). */
  overwrite?: boolean;
}

/**
 * Where uploaded and generated files live. Keys are relative paths inside a
 * bucket ("{userId}/logo_url-1700000000.webp"). Drivers: local disk (default)
 * and S3-compatible (see s3-storage.server.ts).
 */
export interface Storage {
  readonly driver: "local" | "s3";
  put(bucket: Bucket, key: string, body: Buffer, options: PutOptions): Promise<void>;
  get(bucket: Bucket, key: string): Promise<StoredObject | null>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (e.g. a user's folder). */
  deletePrefix(bucket: Bucket, prefix: string): Promise<void>;
  /** Every object of the bucket with its last write time (orphan clean-up). */
  list(bucket: Bucket): AsyncIterable<ListedObject>;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

export class ObjectExistsError extends Error {
  override name = "ObjectExistsError";
}

export function isBucket(value: string): value is Bucket {
  return (BUCKETS as readonly string[]).includes(value);
}

/** Rejects keys that could escape the bucket or are not plain relative paths. */
export function assertSafeKey(key: string) {
  if (
    !key ||
    key.length > 512 ||
    key.startsWith("/") ||
    key.includes("\\") ||
    key.includes("\0") ||
    key.split("/").some((part) => part === "" || part === "." || part === "..")
  ) {
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
  }
}

/** Public URL of a stored object; images are normally shown through variant URLs. */
export function publicUrl(bucket: Bucket, key: string) {
  return `/media/${bucket}/${key}`;
}

/** Parses a /media/{bucket}/{key} URL back into its parts (null for anything else). */
export function parsePublicUrl(url: string): { bucket: Bucket; key: string } | null {
  const match = /^\/media\/([a-z-]+)\/(.+)$/.exec(url.split("?")[0] ?? "");
  if (!match || !isBucket(match[1]!)) return null;
  try {
    assertSafeKey(match[2]!);
  } catch {
    return null;
  }
  return { bucket: match[1] as Bucket, key: match[2]! };
}

const CONTENT_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

export function contentTypeFor(key: string) {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

export class LocalStorage implements Storage {
  readonly driver = "local" as const;
  constructor(private readonly root: string) {}

  private file(bucket: Bucket, key: string) {
    assertSafeKey(key);
    return path.join(this.root, bucket, key);
  }

  async put(bucket: Bucket, key: string, body: Buffer, options: PutOptions) {
    const file = this.file(bucket, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.writeFile(file, body, { flag: options.overwrite === false ? "wx" : "w" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(`${bucket}/${key}`);
      throw error;
    }
  }

  async get(bucket: Bucket, key: string) {
    try {
      return { body: await fs.readFile(this.file(bucket, key)), contentType: contentTypeFor(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async exists(bucket: Bucket, key: string) {
    try {
      await fs.access(this.file(bucket, key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(bucket: Bucket, key: string) {
    await fs.rm(this.file(bucket, key), { force: true });
  }

  async deletePrefix(bucket: Bucket, prefix: string) {
    assertSafeKey(prefix.replace(/\/$/, ""));
    await fs.rm(path.join(this.root, bucket, prefix), { recursive: true, force: true });
  }

  async *list(bucket: Bucket): AsyncIterable<ListedObject> {
    const root = path.join(this.root, bucket);
    let entries: string[];
    try {
      entries = (await fs.readdir(root, { recursive: true })).map(String);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const stat = await fs.stat(path.join(root, entry)).catch(() => null);
      if (stat?.isFile()) yield { key: entry.split(path.sep).join("/"), lastModified: stat.mtime };
    }
  }
}
