import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { suggestedOrdersEndpoints } from '@dripp/contract/endpoints/suggested-orders';
import type { ProductOrderSettings } from '@dripp/contract/suggested-orders';
import { callData, endpointQuery, invalidate } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /products/{id}/order-settings: case size, par, shelf life and rounding threshold. */
export const productOrderSettingsQuery = (id: number) =>
  endpointQuery(
    suggestedOrdersEndpoints.productSettings,
    { params: { id } },
    { fallback: t`Could not get Ordering settings` },
  );

export function useProductOrderSettings(id: number, load: boolean) {
  return useQuery({ ...productOrderSettingsQuery(id), enabled: load });
}

/** PUT /products/{id}/order-settings: what a suggestion needs of the product, chain-wide. */
export function saveProductOrderSettings({ id, settings }: { id: number; settings: ProductOrderSettings }) {
  return callData(
    suggestedOrdersEndpoints.saveProductSettings,
    { params: { id }, body: settings },
    { fallback: t`Could not save Ordering settings` },
  );
}

export function useSaveProductOrderSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProductOrderSettings,
    onSuccess: (saved, { id }) => {
      client.setQueryData(productOrderSettingsQuery(id).queryKey, saved);
      // Every store's suggestions use the product's case size, par and cap.
      return invalidate(client, suggestedOrdersEndpoints.suggestions);
    },
  });
}
