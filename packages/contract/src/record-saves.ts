import { z } from 'zod';

/**
 * What makes a save of a daily record (comm sheet, daily checklist, cash count, waste log) safe
 * to send again and safe against another device's save (decision 172).
 */

/** A client-chosen key (a UUID, say) that makes retrying a save or submit safe. */
export const IdempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key is empty')
    .max(200, 'Idempotency-Key is too long (at most 200 characters)')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key holds printable characters only')
    .optional(),
});

/**
 * The version of a record as a GET answers it: when it was last saved (ISO instant), null while
 * it was never saved.
 */
export const RecordVersionSchema = z.string().nullable();

/**
 * Sent with a save: the version the edit was based on. Another save since then is refused with
 * 409 and nothing is written; null says the record was not saved yet when read. Left out, the
 * save applies whatever happened in between (as the spec's body does).
 */
export const BasedOnSchema = z.iso
  .datetime({ offset: true, message: 'based_on is the version a GET answered (an ISO instant)' })
  .nullish();

export const STALE_SAVE =
  'Someone else saved this record after you opened it. Compare the two versions and choose which to keep.';
