import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { Env } from "./env.server";
import {
  assertSafeKey,
  type Bucket,
  contentTypeFor,
  type ListedObject,
  ObjectExistsError,
  type PutOptions,
  type Storage,
} from "./storage.server";

/**
 * S3-compatible driver (AWS S3, Cloudflare R2, MinIO, Garage…), selected with
 * STORAGE_DRIVER=s3. Each logical bucket of spec §7 maps to the real bucket
 * `${S3_BUCKET_PREFIX}${bucket}`, which the operator creates beforehand.
 * Objects are still served through /media (variants, CSP, content-disposition),
 * so the buckets can stay private.
 */
export class S3Storage implements Storage {
  readonly driver = "s3" as const;
  private readonly client: S3Client;

  constructor(
    private readonly options: {
      endpoint?: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      bucketPrefix: string;
    },
  ) {
    this.client = new S3Client({
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Many S3-compatible servers reject the newer default checksum trailers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
    });
  }

  static fromEnv(env: Env) {
    if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
      throw new Error("S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY are required when STORAGE_DRIVER=s3");
    }
    return new S3Storage({
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
      bucketPrefix: env.S3_BUCKET_PREFIX,
    });
  }

  private bucketName(bucket: Bucket) {
    return `${this.options.bucketPrefix}${bucket}`;
  }

  async put(bucket: Bucket, key: string, body: Buffer, options: PutOptions) {
    assertSafeKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucketName(bucket),
          Key: key,
          Body: body,
          ContentType: options.contentType,
          ContentLength: body.length,
          CacheControl: "public, max-age=3600",
          // Spec §7 "no overwrite": a conditional write, refused with 412 if the key exists.
          ...(options.overwrite === false ? { IfNoneMatch: "*" } : {}),
        }),
      );
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 412 || (error as Error).name === "PreconditionFailed")
        throw new ObjectExistsError(`${bucket}/${key}`);
      throw error;
    }
  }

  async get(bucket: Bucket, key: string) {
    assertSafeKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucketName(bucket), Key: key }),
      );
      if (!response.Body) return null;
      const body = Buffer.from(await response.Body.transformToByteArray());
      return { body, contentType: response.ContentType ?? contentTypeFor(key) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(bucket: Bucket, key: string) {
    assertSafeKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucketName(bucket), Key: key }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(bucket: Bucket, key: string) {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucketName(bucket), Key: key }));
  }

  async deletePrefix(bucket: Bucket, prefix: string) {
    assertSafeKey(prefix.replace(/\/$/, ""));
    const Bucket = this.bucketName(bucket);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).map((o) => o.Key).filter((k): k is string => !!k);
      if (keys.length) {
        const result = await this.client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
          }),
        );
        if (result.Errors?.length)
          throw new Error(`S3 delete failed for ${result.Errors.length} object(s) under ${prefix}`);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  list(bucket: Bucket) {
    return listS3(this.client, this.bucketName(bucket));
  }
}

export async function* listS3(client: S3Client, Bucket: string): AsyncIterable<ListedObject> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken, MaxKeys: 1000 }));
    for (const object of page.Contents ?? []) {
      if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date() };
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

function isNotFound(error: unknown) {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}
