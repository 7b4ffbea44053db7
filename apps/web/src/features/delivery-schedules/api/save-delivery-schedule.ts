import { useMutation, useQueryClient } from '@tanstack/react-query';
import { suggestedOrdersEndpoints } from '@dripp/contract/endpoints/suggested-orders';
import type { DeliveryScheduleInput, VendorDeliveryRow } from '@dripp/contract/suggested-orders';
import { callData, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export interface SaveDeliveryScheduleVariables {
  vendorId: number;
  storeId: number;
  schedule: DeliveryScheduleInput;
}

/** PUT /vendors/{vendorId}/deliveries/{storeId}: the vendor's delivery days and cut-off at one store. */
export function saveDeliverySchedule({ vendorId, storeId, schedule }: SaveDeliveryScheduleVariables) {
  return callData(
    suggestedOrdersEndpoints.saveDeliverySchedule,
    { params: { vendorId, storeId }, body: schedule },
    { fallback: t`Could not save Deliveries` },
  );
}

export function useSaveDeliverySchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDeliverySchedule,
    onSuccess: (_row: VendorDeliveryRow, { vendorId, storeId }) =>
      Promise.all([
        invalidate(client, suggestedOrdersEndpoints.vendorDeliveries, { params: { vendorId } }),
        // The store's suggestions count their cover from the delivery days.
        invalidate(client, suggestedOrdersEndpoints.suggestions, { params: { storeId, vendorId } }),
      ]),
  });
}
