import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url, s3StorageDriver } from './s3-storage';
import { mediaStorage } from './storage';

/** A stand-in for an S3 endpoint (path-style, as used with MinIO): enough of PUT, GET with Range, DELETE. */
const objects = new Map<string, { body: Buffer; type?: string }>();
const seen: string[] = [];
let server: http.Server;
let endpoint: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
    seen.push(`${req.method} ${key}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
          return;
        }
        const range = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '');
        const body = range ? found.body.subarray(Number(range[1]), Number(range[2]) + 1) : found.body;
        res
          .writeHead(range ? 206 : 200, {
            'content-length': body.length,
            'content-type': found.type ?? 'application/octet-stream',
          })
          .end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.AWS_ACCESS_KEY_ID ??= 'test-key';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test-secret';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function text(stream: Readable | null): Promise<string | null> {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString();
}

describe('S3 media storage', () => {
  it('reads bucket, prefix, region and endpoint from MEDIA_URL', () => {
    expect(parseS3Url('s3://dripp-media/portal/prod/?region=eu-west-1&endpoint=http://minio:9000')).toEqual({
      bucket: 'dripp-media',
      prefix: 'portal/prod/',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
    });
    expect(parseS3Url('s3://bucket')).toMatchObject({ bucket: 'bucket', prefix: '' });
  });

  it('puts, gets (whole and ranged) and removes objects under the prefix', async () => {
    const storage = s3StorageDriver(`s3://media-bucket/uploads?region=us-east-1&endpoint=${endpoint}`);
    const key = 'a'.repeat(32);
    await storage.put(key, Buffer.from('hello media'), 'image/png');
    expect(seen).toContain(`PUT /media-bucket/uploads/${key}`);
    expect(objects.get(`/media-bucket/uploads/${key}`)?.type).toBe('image/png');
    expect(await text(await storage.get(key))).toBe('hello media');
    expect(await text(await storage.get(key, { start: 6, end: 10 }))).toBe('media');
    await storage.remove(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.put('../escape', Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid media key/);
  });

  it('is the driver chosen when MEDIA_URL is set, loaded only when first used', async () => {
    const storage = mediaStorage({ dataDir: '/nonexistent', mediaUrl: `s3://lazy/p?endpoint=${endpoint}` });
    const key = 'b'.repeat(32);
    await storage.put(key, Buffer.from('lazy'), 'image/gif');
    expect(await text(await storage.get(key))).toBe('lazy');
    expect(objects.has(`/lazy/p/${key}`)).toBe(true);
  });
});
