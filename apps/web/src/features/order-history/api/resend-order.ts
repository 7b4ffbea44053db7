import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderSubmitted } from '@dripp/contract/ordering';
import { apiRequest } from '../../../lib/api-client';

/** POST /stores/{storeId}/orders/{id}/resend: mails a purchase order whose first mailing failed. */
export async function resendOrder({ storeId, orderId }: { storeId: number; orderId: number }) {
  const answer = await apiRequest<OrderSubmitted>('POST', `/stores/${storeId}/orders/${orderId}/resend`, {
    fallback: 'Could not send the purchase order',
  });
  return { order: answer.data, message: answer.message };
}

export function useResendOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendOrder,
    onSuccess: (_answer, { storeId }) => client.invalidateQueries({ queryKey: ['orders', storeId] }),
  });
}
