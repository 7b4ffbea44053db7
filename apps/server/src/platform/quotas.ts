import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { media } from '../db/schema/index';
import type { AttemptCounters } from './attempt-counters';
import { HttpError } from './errors';

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type MediaQuotaConfig = Pick<Config, 'mediaFilesPerRecord' | 'mediaBytesPerPersonDay'>;

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * Refuses (429) a file that would take its record past MEDIA_FILES_PER_RECORD files, or its
 * uploader past MEDIA_MB_PER_PERSON_DAY stored in the last 24 hours. Run inside the transaction
 * that records the file, so what it counts is what the caller sees.
 */
export async function checkMediaQuota(
  config: MediaQuotaConfig,
  db: Db,
  owner: { ownerType: string; ownerId: number; userId: number },
  size: number,
): Promise<void> {
  const [files] = await db
    .select({ n: count() })
    .from(media)
    .where(and(eq(media.ownerType, owner.ownerType), eq(media.ownerId, owner.ownerId)));
  if ((files?.n ?? 0) + 1 > config.mediaFilesPerRecord) {
    throw new HttpError(
      429,
      `This record already holds ${files?.n ?? 0} files, the most one record may hold: remove one before adding another`,
    );
  }
  const since = new Date(Date.now() - DAY_MS);
  const [used] = await db
    .select({ bytes: sql<string>`coalesce(sum(${media.size}), 0)` })
    .from(media)
    .where(and(eq(media.createdBy, owner.userId), gt(media.createdAt, since)));
  const bytes = Number(used?.bytes ?? 0);
  if (bytes + size > config.mediaBytesPerPersonDay) {
    throw new HttpError(
      429,
      `Upload limit reached: you have uploaded ${megabytes(bytes)} in the last 24 hours and may upload up to ${megabytes(config.mediaBytesPerPersonDay)} a day`,
    );
  }
}

/**
 * Counts `recipients` outside mails against the sender's hourly allowance (MAIL_PER_PERSON_HOUR),
 * or refuses them all (429) before any leaves. The counter lives with the sign-in counters, so
 * several API nodes share it through Redis.
 */
export async function takeMailQuota(
  config: Pick<Config, 'mailPerPersonHour'>,
  counters: AttemptCounters,
  userId: number,
  recipients: number,
): Promise<void> {
  const key = `mail-per-hour:${userId}`;
  const { count: sent, ttlMs } = await counters.peek(key);
  if (sent + recipients > config.mailPerPersonHour) {
    const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
    throw new HttpError(
      429,
      `Mail limit reached: you may send up to ${config.mailPerPersonHour} outside mails an hour (${sent} sent); try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    );
  }
  for (let i = 0; i < recipients; i += 1) await counters.hit(key, HOUR_MS);
}
