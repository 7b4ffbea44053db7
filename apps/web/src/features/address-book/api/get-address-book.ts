import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AddressBookEntry } from '@dripp/contract/address-book';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { callData, endpointQuery, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

const fallback = () => t`Could not get Address Book`;

/** GET /stores/{id}/address-book: the store's service providers. */
export function getAddressBook(storeId: number, signal?: AbortSignal): Promise<AddressBookEntry[]> {
  return callData(addressBookEndpoints.listOfStore, { params: { id: storeId } }, { fallback: fallback(), signal });
}

export const addressBookQuery = (storeId: number) =>
  endpointQuery(addressBookEndpoints.listOfStore, { params: { id: storeId } }, { fallback: fallback() });

export function useAddressBook(storeId: number | null) {
  return useQuery({ ...addressBookQuery(storeId ?? 0), enabled: storeId != null });
}

/** Refreshes a store's address book and the service ticket's picker built from it. */
export function invalidateStoreAddressBook(client: QueryClient, storeId: number): Promise<void> {
  return Promise.all([
    invalidate(client, addressBookEndpoints.listOfStore, { params: { id: storeId } }),
    invalidate(client, addressBookEndpoints.details, { params: { storeId } }),
  ]).then(() => undefined);
}
