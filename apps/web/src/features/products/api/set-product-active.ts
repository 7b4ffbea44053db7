import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import type { Product } from '@dripp/contract/products';
import { callData } from '../../../lib/endpoints';
import { invalidateProducts } from './invalidate-products';
import { t } from '@lingui/core/macro';

/** PUT /products/{id}/activate or /deactivate. */
export function setProductActive(id: number, active: boolean): Promise<Product> {
  return active
    ? callData(productsEndpoints.activate, { params: { id } }, { fallback: t`Could not activate Product` })
    : callData(productsEndpoints.deactivate, { params: { id } }, { fallback: t`Could not deactivate Product` });
}

export function useSetProductActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setProductActive(id, active),
    onSuccess: () => invalidateProducts(client),
  });
}
