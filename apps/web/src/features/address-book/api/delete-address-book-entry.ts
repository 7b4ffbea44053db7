import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /address-book/{id}. */
export function deleteAddressBookEntry({ id }: { id: number; storeId: number }): Promise<unknown> {
  return api.delete(`/address-book/${id}`, { fallback: 'Could not remove address' });
}

export function useDeleteAddressBookEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddressBookEntry,
    onSuccess: (_, { storeId }) => client.invalidateQueries({ queryKey: ['address-book', storeId] }),
  });
}
