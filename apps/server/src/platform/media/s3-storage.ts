import fs from 'node:fs';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStorage } from './storage';

export interface S3Location {
  bucket: string;
  prefix: string;
  region?: string;
  endpoint?: string;
}

/**
 * `s3://bucket/some/prefix?region=eu-west-1&endpoint=http://minio:9000`. Credentials come from the
 * standard AWS chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile or an instance role),
 * never from the URL. A custom endpoint (MinIO, R2, …) uses path-style addressing.
 */
export function parseS3Url(url: string): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 's3:' || !parsed.hostname) throw new Error('MEDIA_URL must look like s3://bucket/prefix');
  const prefix = decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '');
  return {
    bucket: parsed.hostname,
    prefix: prefix ? `${prefix}/` : '',
    region: parsed.searchParams.get('region') ?? undefined,
    endpoint: parsed.searchParams.get('endpoint') ?? undefined,
  };
}

function missing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

export function s3StorageDriver(url: string): MediaStorage {
  const location = parseS3Url(url);
  const client = new S3Client({
    region: location.region ?? process.env.AWS_REGION ?? 'us-east-1',
    ...(location.endpoint ? { endpoint: location.endpoint, forcePathStyle: true } : {}),
  });
  const Key = (key: string) => {
    if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('Invalid media key');
    return `${location.prefix}${key}`;
  };
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: location.bucket, Key: Key(key), Body: bytes, ContentType: contentType }),
      );
    },
    async putFile(key, file, contentType) {
      const { size } = await fs.promises.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: location.bucket,
          Key: Key(key),
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: location.bucket,
            Key: Key(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (answer.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: Key(key) }));
    },
  };
}
