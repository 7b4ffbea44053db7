import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressBookCategory } from '@dripp/contract/address-book';
import { api } from '../../../lib/api-client';

/** GET /address-book/categories[?id=]: every category, `included` when the entry has it. */
export function getAddressBookCategories(id: number | null, signal?: AbortSignal): Promise<AddressBookCategory[]> {
  return api.get<AddressBookCategory[]>('/address-book/categories', {
    query: { id },
    fallback: 'Could not get Address Book categories',
    signal,
  });
}

export const addressBookCategoriesQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['address-book-categories', id],
    queryFn: ({ signal }) => getAddressBookCategories(id, signal),
  });

export function useAddressBookCategories(id: number | null, enabled = true) {
  return useQuery({ ...addressBookCategoriesQuery(id), enabled });
}
