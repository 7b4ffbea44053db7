import { useQuery } from '@tanstack/react-query';
import type { AddressBookCategory } from '@dripp/contract/address-book';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { callData, endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

const fallback = () => t`Could not get Address Book categories`;

/** GET /address-book/categories[?id=]: every category, `included` when the entry has it. */
export function getAddressBookCategories(id: number | null, signal?: AbortSignal): Promise<AddressBookCategory[]> {
  return callData(addressBookEndpoints.categories, { query: { id } }, { fallback: fallback(), signal });
}

export const addressBookCategoriesQuery = (id: number | null) =>
  endpointQuery(addressBookEndpoints.categories, { query: { id } }, { fallback: fallback() });

export function useAddressBookCategories(id: number | null, enabled = true) {
  return useQuery({ ...addressBookCategoriesQuery(id), enabled });
}
