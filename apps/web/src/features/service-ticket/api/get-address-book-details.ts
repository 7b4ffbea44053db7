import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressBookGroup } from '@dripp/contract/address-book';
import { api } from '../../../lib/api-client';

/** GET /address-book/{storeId}/details: the store's providers grouped by category, for the picker. */
export function getAddressBookDetails(storeId: number, signal?: AbortSignal): Promise<AddressBookGroup[]> {
  return api.get<AddressBookGroup[]>(`/address-book/${storeId}/details`, {
    fallback: 'Could not get Address Book data',
    signal,
  });
}

export const addressBookDetailsQuery = (storeId: number) =>
  queryOptions({
    // Under the address book's key, so a change there refreshes the picker too.
    queryKey: ['address-book', storeId, 'details'],
    queryFn: ({ signal }) => getAddressBookDetails(storeId, signal),
  });

export function useAddressBookDetails(storeId: number | null) {
  return useQuery({ ...addressBookDetailsQuery(storeId ?? 0), enabled: storeId != null });
}
