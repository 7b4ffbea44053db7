import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderingEndpoints } from '@dripp/contract/endpoints/ordering';
import { call, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** POST /stores/{storeId}/orders/{id}/resend: mails a purchase order whose first mailing failed. */
export async function resendOrder({ storeId, orderId }: { storeId: number; orderId: number }) {
  const answer = await call(
    orderingEndpoints.resend,
    { params: { storeId, id: orderId } },
    { fallback: t`Could not send the purchase order` },
  );
  return { order: answer.data, message: answer.message };
}

export function useResendOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resendOrder,
    onSuccess: (_answer, { storeId, orderId }) =>
      Promise.all([
        invalidate(client, orderingEndpoints.history, { params: { id: storeId } }),
        invalidate(client, orderingEndpoints.orderRecord, { params: { storeId, id: orderId } }),
      ]),
  });
}
