import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { callData } from '../../../lib/endpoints';
import { invalidateStoreAddressBook } from './get-address-book';
import { t } from '@lingui/core/macro';

/** DELETE /address-book/{id}. */
export function deleteAddressBookEntry({ id }: { id: number; storeId: number }): Promise<unknown> {
  return callData(addressBookEndpoints.remove, { params: { id } }, { fallback: t`Could not remove address` });
}

export function useDeleteAddressBookEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddressBookEntry,
    onSuccess: (_, { storeId }) => invalidateStoreAddressBook(client, storeId),
  });
}
