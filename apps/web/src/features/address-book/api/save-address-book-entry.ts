import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBookEntry, AddressBookInput } from '@dripp/contract/address-book';
import { api } from '../../../lib/api-client';

export type SaveAddressBookEntryInput = { body: AddressBookInput } & ({ id: number } | { storeId: number });

/** POST /address-book/{storeId} for a new entry, PUT /address-book/{id} for an existing one. */
export function saveAddressBookEntry(input: SaveAddressBookEntryInput): Promise<AddressBookEntry> {
  return 'id' in input
    ? api.put<AddressBookEntry>(`/address-book/${input.id}`, input.body, { fallback: 'Could not update address' })
    : api.post<AddressBookEntry>(`/address-book/${input.storeId}`, input.body, { fallback: 'Could not save address' });
}

export function useSaveAddressBookEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddressBookEntry,
    onSuccess: (entry) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['address-book', entry.storeId] }),
        client.invalidateQueries({ queryKey: ['address-book-entry', entry.id] }),
        client.invalidateQueries({ queryKey: ['address-book-categories'] }),
      ]),
  });
}
