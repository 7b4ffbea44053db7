import type { FastifyReply } from 'fastify';
import type { WasteLogEntry } from '@dripp/contract/waste-log';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { exportName, sendCsv, type CsvColumn } from '../../platform/csv';
import { wasteLog } from './waste-log.service';

const columns: CsvColumn<WasteLogEntry>[] = [
  { header: 'Description', value: (e) => e.description },
  { header: 'Qty', value: (e) => e.qty },
  { header: 'Value $', value: (e) => e.value },
  { header: 'Loss $', value: (e) => e.loss },
];

/** GET /wastelog/{storeId}/{date}/export: the day's lines as the page shows them (at most 200). */
export async function exportWasteLog(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  date: string,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { entries } = await wasteLog(ctx, principal, storeId, date);
  return sendCsv(reply, exportName('waste-log', `store-${storeId}`, date), columns, entries);
}
