import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressBookEntry } from '@dripp/contract/address-book';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { callData, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /address-book/{id}: the entry arrives as data[0] (spec 2 §7). */
export async function getAddressBookEntry(id: number, signal?: AbortSignal): Promise<AddressBookEntry> {
  const data = await callData(
    addressBookEndpoints.get,
    { params: { id } },
    { fallback: t`Could not get Address`, signal },
  );
  if (!data[0]) throw new Error(t`Could not get Address`);
  return data[0];
}

export const addressBookEntryQuery = (id: number) =>
  queryOptions({
    queryKey: keyOf(addressBookEndpoints.get, { params: { id } }),
    queryFn: ({ signal }) => getAddressBookEntry(id, signal),
  });

export function useAddressBookEntry(id: number | null) {
  return useQuery({ ...addressBookEntryQuery(id ?? 0), enabled: id != null });
}
