import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressBookEntry, AddressBookInput } from '@dripp/contract/address-book';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { callData, invalidate } from '../../../lib/endpoints';
import { invalidateStoreAddressBook } from './get-address-book';
import { t } from '@lingui/core/macro';

export type SaveAddressBookEntryInput = { body: AddressBookInput } & ({ id: number } | { storeId: number });

/** POST /address-book/{storeId} for a new entry, PUT /address-book/{id} for an existing one. */
export function saveAddressBookEntry(input: SaveAddressBookEntryInput): Promise<AddressBookEntry> {
  return 'id' in input
    ? callData(
        addressBookEndpoints.update,
        { params: { id: input.id }, body: input.body },
        { fallback: t`Could not update address` },
      )
    : callData(
        addressBookEndpoints.create,
        { params: { storeId: input.storeId }, body: input.body },
        { fallback: t`Could not save address` },
      );
}

export function useSaveAddressBookEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddressBookEntry,
    onSuccess: (entry) =>
      Promise.all([
        invalidateStoreAddressBook(client, entry.storeId),
        invalidate(client, addressBookEndpoints.get, { params: { id: entry.id } }),
        invalidate(client, addressBookEndpoints.categories),
      ]),
  });
}
