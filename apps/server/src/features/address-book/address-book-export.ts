import type { FastifyReply } from 'fastify';
import type { AddressBookEntry } from '@dripp/contract/address-book';
import type { Principal } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import { exportName, sendCsv, type CsvColumn } from '../../platform/csv';
import { addressBookCategoryList, storeAddressBook } from './address-book.service';

/**
 * GET /stores/{id}/address-book/export: the store's providers as the list reads them (whole, by
 * name), with every field of the entry and its categories by name.
 */
export async function exportAddressBook(
  ctx: Pick<AppContext, 'db'>,
  principal: Principal,
  storeId: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const entries = await storeAddressBook(ctx, principal, storeId);
  const names = new Map((await addressBookCategoryList(ctx, principal)).map((c) => [c.id, c.name]));
  const columns: CsvColumn<AddressBookEntry>[] = [
    { header: 'Name', value: (e) => e.name },
    { header: 'Contact Name', value: (e) => e.contactName },
    { header: 'Email', value: (e) => e.email },
    { header: 'Phone', value: (e) => e.phone },
    { header: 'Phone2', value: (e) => e.phone2 },
    { header: 'Fax', value: (e) => e.fax },
    { header: 'Street', value: (e) => e.street },
    { header: 'City', value: (e) => e.city },
    { header: 'State', value: (e) => e.state },
    { header: 'Zip', value: (e) => e.zip },
    { header: 'Website', value: (e) => e.website },
    { header: 'Categories', value: (e) => e.categories.map((id) => names.get(id)).join(', ') },
  ];
  return sendCsv(reply, exportName('address-book', `store-${storeId}`), columns, entries);
}
