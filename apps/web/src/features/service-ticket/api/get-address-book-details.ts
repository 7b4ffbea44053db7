import { useQuery } from '@tanstack/react-query';
import type { AddressBookGroup } from '@dripp/contract/address-book';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { callData, endpointQuery } from '../../../lib/endpoints';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../i18n/i18n';

const FALLBACK = msg`Could not get Address Book data`;

/** GET /address-book/{storeId}/details: the store's providers grouped by category, for the picker. */
export function getAddressBookDetails(storeId: number, signal?: AbortSignal): Promise<AddressBookGroup[]> {
  return callData(addressBookEndpoints.details, { params: { storeId } }, { fallback: i18n._(FALLBACK), signal });
}

/** A change to the store's address book refreshes the picker too (it invalidates this definition). */
export const addressBookDetailsQuery = (storeId: number) =>
  endpointQuery(addressBookEndpoints.details, { params: { storeId } }, { fallback: i18n._(FALLBACK) });

export function useAddressBookDetails(storeId: number | null) {
  return useQuery({ ...addressBookDetailsQuery(storeId ?? 0), enabled: storeId != null });
}
