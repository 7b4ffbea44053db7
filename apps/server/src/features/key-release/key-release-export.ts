import type { FastifyReply } from 'fastify';
import type { KeyRelease } from '@dripp/contract/key-release';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { exportName, sendCsv, type CsvColumn } from '../../platform/csv';
import { keyReleasePages } from './key-release.service';

const yes = (flag: number) => flag === 1;
const day = (value: { date: string } | null) => value?.date.slice(0, 10);

/** The log's columns under the page's labels (spec 1 §2 "Key Release"). */
const columns: CsvColumn<KeyRelease>[] = [
  { header: 'Building', value: (r) => yes(r.buildingKey) },
  { header: 'Office', value: (r) => yes(r.officeKey) },
  { header: 'Gate', value: (r) => yes(r.gateKey) },
  { header: 'First Name', value: (r) => r.firstName },
  { header: 'Last Name', value: (r) => r.lastName },
  { header: 'Signature', value: (r) => r.signature },
  { header: 'Date Given', value: (r) => day(r.timeGiven) },
  { header: 'Date Returned', value: (r) => day(r.timeReturned) },
];

/** GET /key-release/{storeId}/export: the store's log as the page lists it, newest first. */
export async function exportKeyReleases(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const rows = keyReleasePages(ctx, principal, storeId);
  return sendCsv(reply, exportName('key-release', `store-${storeId}`), columns, rows);
}
