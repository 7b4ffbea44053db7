import type { FastifyReply } from 'fastify';
import type { Vendor } from '@dripp/contract/vendors';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/access';
import { exportName, sendCsv, type CsvColumn } from '../../platform/csv';
import { listVendors } from './vendors.service';

const columns: CsvColumn<Vendor>[] = [
  { header: 'Name', value: (v) => v.name },
  { header: 'Account #', value: (v) => v.accountNo },
  { header: 'Sales Contact', value: (v) => v.salesContact },
  { header: 'Phone', value: (v) => v.phone },
  { header: 'Phone 2', value: (v) => v.phone2 },
  { header: 'Email', value: (v) => v.email },
  { header: 'Street', value: (v) => v.street1 },
  { header: 'Street 2', value: (v) => v.street2 },
  { header: 'City', value: (v) => v.city },
  { header: 'State', value: (v) => v.state },
  { header: 'Zip', value: (v) => v.zip },
  { header: 'Deactivated', value: (v) => v.deleted_at },
];

/** GET /vendors/export: the Vendors page's list, read whole as the page reads it. */
export async function exportVendors(
  db: Db,
  principal: Principal,
  trashed: boolean,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const rows = await listVendors(db, principal, trashed);
  return sendCsv(reply, exportName('vendors', trashed && 'deactivated'), columns, rows);
}
