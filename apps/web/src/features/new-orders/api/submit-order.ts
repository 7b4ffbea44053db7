import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import type { OrderInputRequest } from '@dripp/contract/ordering';
import { call, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export interface SubmitOrderVariables {
  storeId: number;
  order: OrderInputRequest;
  /** One key per order attempt: a repeat of the same attempt creates no second order. */
  idempotencyKey: string;
}

/** POST /stores/{storeId}/order with an Idempotency-Key header (DESIGN §5). */
export async function submitOrder({ storeId, order, idempotencyKey }: SubmitOrderVariables) {
  const answer = await call(
    orderingEndpoints.submit,
    { params: { storeId }, body: order },
    { headers: { 'Idempotency-Key': idempotencyKey }, fallback: t`Could not submit orders` },
  );
  return { order: answer.data, message: answer.message };
}

export function useSubmitOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitOrder,
    onSuccess: (_answer, { storeId }) =>
      Promise.all([
        invalidate(client, orderingEndpoints.productHistory, { params: { storeId } }),
        invalidate(client, orderingEndpoints.history, { params: { id: storeId } }),
      ]),
  });
}
