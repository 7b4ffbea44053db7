import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { callData } from '../../../lib/endpoints';
import { invalidateProducts } from './invalidate-products';
import { t } from '@lingui/core/macro';

/** POST /products/{id}/clone: answers the copy's id. */
export function cloneProduct(id: number): Promise<{ id: number }> {
  return callData(productsEndpoints.clone, { params: { id } }, { fallback: t`Could not clone Product` });
}

export function useCloneProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cloneProduct, onSuccess: () => invalidateProducts(client) });
}
