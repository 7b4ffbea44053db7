import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MediaFile } from '@dripp/contract/media';
import type { Principal } from '../access';
import type { AppContext } from '../context';
import { HttpError, invalid, notFound } from '../errors';
import { checkMediaQuota } from '../quotas';
import { recordMedia, requireMediaEdit, toMediaFile } from './media';
import { mediaOwner } from './owners';
import { mediaStorage } from './storage';
import { checkUpload, tooLarge } from './upload';

/**
 * A large file (a video) streamed to its record as multipart/form-data: the bytes go to a spool
 * file in DATA_DIR/uploads as they arrive, never whole into memory. Only the first bytes (all of
 * them up to the image limit, so an SVG can be parsed) are kept to tell the real type; then the
 * file is checked like a data URL, counted against the quotas, recorded and stored.
 */
export async function streamUploadToRecord(
  ctx: Pick<AppContext, 'db' | 'config' | 'now'>,
  principal: Principal,
  request: FastifyRequest,
  ownerType: string,
  ownerId: number,
): Promise<MediaFile> {
  const owner = mediaOwner(ownerType);
  if (!owner?.streamedExtensions) throw notFound('No such record');
  const storeId = await requireMediaEdit(ctx, principal, owner, ownerId);
  const ref = { ownerType, ownerId, storeId, userId: principal.userId };
  // Refused before a byte is read when the record or the person is at the limit already.
  await checkMediaQuota(ctx.config, ctx.db, ref, 0);
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data');

  const { config } = ctx;
  const ceiling = Math.max(config.mediaMaxImageBytes, config.mediaMaxVideoBytes);
  const part = await request.file({ limits: { fileSize: ceiling, files: 1, fields: 0, parts: 1, headerPairs: 20 } });
  if (!part) throw invalid('Choose a file to upload', { file: ['Choose a file to upload'] });

  const spoolDir = path.join(config.dataDir, 'uploads');
  await fs.promises.mkdir(spoolDir, { recursive: true });
  const spool = path.join(spoolDir, `${crypto.randomBytes(16).toString('hex')}.partial`);
  try {
    const head: Buffer[] = [];
    let headBytes = 0;
    let size = 0;
    const keepHead = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (headBytes <= config.mediaMaxImageBytes) {
          head.push(chunk);
          headBytes += chunk.length;
        }
        callback(null, chunk);
      },
    });
    try {
      await pipeline(part.file, keepHead, fs.createWriteStream(spool));
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
        throw tooLarge(ceiling, 'a file');
      }
      // A file-system failure (no space) is the server's; anything else is a body cut off or malformed.
      if ((error as { syscall?: string }).syscall) throw error;
      throw new HttpError(400, 'The upload was cut off or is not valid multipart/form-data');
    }
    if (part.file.truncated) throw tooLarge(ceiling, 'a file');
    if (size === 0) throw invalid('The file is empty', { file: ['The file is empty'] });
    const checked = await checkUpload(
      config,
      { head: Buffer.concat(head), size, filename: part.filename, mime: part.mimetype },
      owner.streamedExtensions,
    );
    let id = '';
    await ctx.db.transaction(async (tx) => {
      id = await recordMedia(config, tx, checked, ref);
      await mediaStorage(config).putFile(id, spool, checked.contentType);
    });
    return toMediaFile({ id, filename: checked.filename, isVideo: checked.isVideo });
  } finally {
    await fs.promises.rm(spool, { force: true });
  }
}
