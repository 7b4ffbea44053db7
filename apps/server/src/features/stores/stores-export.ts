import type { FastifyReply } from 'fastify';
import { can } from '@dripp/domain/permissions';
import type { Store } from '@dripp/contract/stores';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/access';
import { exportName, sendCsv, type CsvColumn } from '../../platform/csv';
import { visibleStores } from './stores.service';

const columns: CsvColumn<Store>[] = [
  { header: 'Number', value: (s) => s.number },
  { header: 'Store', value: (s) => s.title },
  { header: 'Street', value: (s) => s.street1 },
  { header: 'Street 2', value: (s) => s.street2 },
  { header: 'City', value: (s) => s.city },
  { header: 'State', value: (s) => s.state },
  { header: 'Zip', value: (s) => s.zip },
  { header: 'Phone', value: (s) => s.phone },
  { header: 'Fax', value: (s) => s.fax },
  { header: 'Email', value: (s) => s.email },
  { header: 'Email 2', value: (s) => s.email2 },
  { header: 'Time Zone', value: (s) => s.time_zone },
];

/**
 * GET /stores/export: the Stores page's list (the chain's stores are a few hundred rows, read
 * whole like the page does), only the stores where the caller holds stores-view.
 */
export async function exportStores(
  db: Db,
  principal: Principal,
  trashed: boolean,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const rows = (await visibleStores(db, principal, trashed)).filter((s) => can(principal.grants, 'stores-view', s.id));
  return sendCsv(reply, exportName('stores', trashed && 'deactivated'), columns, rows);
}
