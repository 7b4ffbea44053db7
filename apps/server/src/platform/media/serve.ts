import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';
import type { media } from '../../db/schema/index';
import { HttpError, notFound } from '../errors';
import { mediaStorage, parseRange } from './storage';

type MediaRow = typeof media.$inferSelect;

/** `inline` shows the file in the browser; `attachment` saves it under its name. */
export function contentDisposition(filename: string, kind: 'inline' | 'attachment' = 'inline'): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a stored file with its real type and headers that keep it from running in the portal's
 * origin: nosniff and a sandboxing CSP (SVG can hold script). Honours a single byte range.
 */
export async function sendMediaFile(
  config: Pick<Config, 'dataDir' | 'mediaUrl'>,
  reply: FastifyReply,
  row: MediaRow,
  options: { rangeHeader?: string; disposition?: 'inline' | 'attachment'; cacheControl?: string } = {},
): Promise<FastifyReply> {
  const range = parseRange(options.rangeHeader, row.size);
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${row.size}`);
    throw new HttpError(416, 'The requested range is outside the file');
  }
  const body = await mediaStorage(config).get(row.id, range ?? undefined);
  if (!body) throw notFound('No such file');
  reply
    .header('content-type', row.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cacheControl ?? 'private, max-age=31536000, immutable')
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(row.filename, options.disposition))
    // Only a document (SVG) can run script; a stricter policy on images and videos would
    // stop some browsers from showing them when opened directly in a tab.
    .header(
      'content-security-policy',
      row.contentType === 'image/svg+xml'
        ? "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'"
        : 'sandbox',
    );
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
      .header('content-length', range.end - range.start + 1);
  } else {
    reply.header('content-length', row.size);
  }
  return reply.send(body);
}
