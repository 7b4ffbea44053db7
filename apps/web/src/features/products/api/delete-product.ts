import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { callData } from '../../../lib/endpoints';
import { invalidateProducts } from './invalidate-products';
import { t } from '@lingui/core/macro';

/** DELETE /products/{id}: offered only for deactivated products (spec 2 §4). */
export function deleteProduct(id: number): Promise<unknown> {
  return callData(productsEndpoints.remove, { params: { id } }, { fallback: t`Could not delete Product` });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateProducts(client) });
}
