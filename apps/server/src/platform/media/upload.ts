import path from 'node:path';
import type { Config } from '../../config';
import { HttpError, invalid } from '../errors';
import {
  canonicalExtension,
  detectMediaType,
  extensionOfMime,
  isKnownExtension,
  sameKind,
  type MediaKind,
} from './detect';

/** A decoded upload whose real type is allowed and whose size is within the limits. */
export interface AcceptedUpload {
  bytes: Buffer;
  /** Safe display name, ending in an extension of the real type. */
  filename: string;
  contentType: string;
  ext: string;
  isVideo: boolean;
  /** Optional so hand-built uploads (a cloned product image) keep working. */
  kind?: MediaKind;
  size: number;
}

export interface UploadInput {
  file: string;
  filename?: string | null;
}

const MB = 1024 * 1024;
const BASE64_RE = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

/** The JSON body limit of a route without a file: a form's fields (a rich text of 100 000 characters fits), never a file. */
export const JSON_BODY_LIMIT = 512 * 1024;

/**
 * The body limit of a route whose JSON carries one data-URL file: an image (or a document, which
 * shares the image limit) as base64 (4/3) plus the form's other fields. Videos and anything larger
 * go through the streamed upload (`POST /api/media/{owner}/{id}`), never one JSON body.
 */
export function uploadBodyLimit(config: Pick<Config, 'mediaMaxImageBytes'>): number {
  return Math.ceil((config.mediaMaxImageBytes * 4) / 3) + JSON_BODY_LIMIT;
}

export function tooLarge(limit: number, what: string): HttpError {
  const size = limit >= MB ? `${Math.round((limit / MB) * 10) / 10} MB` : `${Math.ceil(limit / 1024)} KB`;
  return new HttpError(413, `The file is too large: ${what} may be up to ${size}`);
}

function fileError(field: string, message: string): HttpError {
  return invalid(message, { [field]: [message] });
}

/**
 * The stored name is the last segment of the file's address, and the router refuses a path
 * parameter over 100 characters (414): 60 characters of name and the extension fit with room.
 */
export const FILENAME_STEM_MAX = 60;

/** A name that is safe in a URL path, a header and a file system, and that ends in the real type's extension. */
export function safeFilename(name: string | null | undefined, ext: string): string {
  const base = path.posix.basename((name ?? '').replace(/\\/g, '/'));
  const parsed = path.posix.parse(base);
  const stem =
    parsed.name
      .normalize('NFKD')
      .replace(/[^\w.\- ]+/g, '')
      .replace(/\s+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, FILENAME_STEM_MAX)
      .replace(/[.\- ]+$/, '') || 'file';
  const given = parsed.ext.slice(1);
  const keep = given && canonicalExtension(given) === canonicalExtension(ext) ? given.toLowerCase() : ext;
  return `${stem}.${keep}`;
}

/**
 * Decodes a data URL, reads the real type from the bytes and checks it against `allowed`
 * (extension names such as jpg, png, svg, mp4) and the size limits. A file whose name or data URL
 * claims another type than its content is refused too. Throws 422 or 413; writes nothing.
 */
export async function acceptUpload(
  config: Pick<Config, 'mediaMaxImageBytes' | 'mediaMaxVideoBytes'>,
  input: UploadInput,
  allowed: readonly string[],
  field = 'file',
): Promise<AcceptedUpload> {
  const comma = input.file.indexOf(',');
  const header = comma > 0 ? input.file.slice(5, comma) : '';
  if (!input.file.startsWith('data:') || comma < 0 || !/;base64$/i.test(header)) {
    throw fileError(field, 'The file must be sent as a base64 data URL');
  }
  const allowedSet = new Set(allowed.map(canonicalExtension));
  const videosAllowed = allowedSet.has('mp4') || allowedSet.has('mov');
  const ceiling = videosAllowed
    ? Math.max(config.mediaMaxImageBytes, config.mediaMaxVideoBytes)
    : config.mediaMaxImageBytes;
  const payloadLength = input.file.length - comma - 1;
  // Refuse before decoding: base64 carries 3 bytes per 4 characters.
  if (Math.floor((payloadLength * 3) / 4) - 2 > ceiling) throw tooLarge(ceiling, videosAllowed ? 'a file' : 'an image');
  const payload = input.file.slice(comma + 1);
  if (!BASE64_RE.test(payload)) throw fileError(field, 'The file is not valid base64');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw fileError(field, 'The file is empty');

  const checked = await checkUpload(
    config,
    { head: bytes, size: bytes.length, filename: input.filename, mime: header },
    allowed,
    field,
  );
  return { bytes, ...checked };
}

/** What is known of a file before it is stored: its first bytes (all of them for images) and its size. */
export interface UploadProbe {
  /** The whole file when it is small enough to be an image, else its first bytes. */
  head: Uint8Array;
  size: number;
  filename?: string | null;
  /** The type the client claimed (a data URL's or a multipart part's), if any. */
  mime?: string;
}

/**
 * The checks every upload passes, sent as a data URL or streamed: the real type from the bytes is
 * one of `allowed` and agrees with the claimed name and type, and the size is within its kind's
 * limit. Throws 422 or 413.
 */
export async function checkUpload(
  config: Pick<Config, 'mediaMaxImageBytes' | 'mediaMaxVideoBytes'>,
  probe: UploadProbe,
  allowed: readonly string[],
  field = 'file',
): Promise<Omit<AcceptedUpload, 'bytes'>> {
  const allowedSet = new Set(allowed.map(canonicalExtension));
  const claims = [
    extensionOfMime((probe.mime ?? '').replace(/;.*$/, '')),
    path.extname(probe.filename ?? '').slice(1),
  ].filter((c): c is string => !!c && isKnownExtension(c));
  // The name is the last word on which container a CFB file is (.doc or .xls); the data URL's type comes next.
  const detected = await detectMediaType(probe.head, [...claims].reverse()[0]);
  const allowedList = [...new Set(allowed.map((a) => a.toLowerCase()))].join(', ');
  if (!detected || !allowedSet.has(detected.ext)) {
    throw fileError(field, `The file type is not allowed: use ${allowedList}`);
  }
  const mismatch = claims.find((c) => !sameKind(c, detected.ext));
  if (mismatch) {
    const claimed = canonicalExtension(mismatch).toUpperCase();
    throw fileError(field, `The file is not a real ${claimed}: its content is ${detected.ext.toUpperCase()}`);
  }
  // Documents share the image limit (MEDIA_MAX_IMAGE_MB): a handbook PDF is the size of a photo.
  const limit = detected.isVideo ? config.mediaMaxVideoBytes : config.mediaMaxImageBytes;
  if (probe.size > limit)
    throw tooLarge(limit, { image: 'an image', video: 'a video', document: 'a document' }[detected.kind]);
  return {
    filename: safeFilename(probe.filename, detected.ext),
    contentType: detected.mime,
    ext: detected.ext,
    isVideo: detected.isVideo,
    kind: detected.kind,
    size: probe.size,
  };
}
