import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderInputRequest, OrderSubmitted } from '@dripp/contract/ordering';
import { apiRequest } from '../../../lib/api-client';

export interface SubmitOrderVariables {
  storeId: number;
  order: OrderInputRequest;
  /** One key per order attempt: a repeat of the same attempt creates no second order. */
  idempotencyKey: string;
}

/** POST /stores/{storeId}/order with an Idempotency-Key header (DESIGN §5). */
export async function submitOrder({ storeId, order, idempotencyKey }: SubmitOrderVariables) {
  const answer = await apiRequest<OrderSubmitted>('POST', `/stores/${storeId}/order`, {
    body: order,
    headers: { 'Idempotency-Key': idempotencyKey },
    fallback: 'Could not submit orders',
  });
  return { order: answer.data, message: answer.message };
}

export function useSubmitOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: (_answer, { storeId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['product-history', storeId] }),
        client.invalidateQueries({ queryKey: ['orders', storeId] }),
      ]),
  });
}
