import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressBookEntry } from '@dripp/contract/address-book';
import { api } from '../../../lib/api-client';

/** GET /stores/{id}/address-book: the store's service providers. */
export function getAddressBook(storeId: number, signal?: AbortSignal): Promise<AddressBookEntry[]> {
  return api.get<AddressBookEntry[]>(`/stores/${storeId}/address-book`, {
    fallback: 'Could not get Address Book',
    signal,
  });
}

export const addressBookQuery = (storeId: number) =>
  queryOptions({ queryKey: ['address-book', storeId], queryFn: ({ signal }) => getAddressBook(storeId, signal) });

export function useAddressBook(storeId: number | null) {
  return useQuery({ ...addressBookQuery(storeId ?? 0), enabled: storeId != null });
}
