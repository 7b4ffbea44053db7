import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';

/** POST /products/{id}/clone: answers the copy's id. */
export function cloneProduct(id: number): Promise<{ id: number }> {
  return api.post<{ id: number }>(`/products/${id}/clone`, undefined, { fallback: 'Could not clone Product' });
}

export function useCloneProduct() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cloneProduct, onSuccess: () => invalidateProducts(client) });
}
