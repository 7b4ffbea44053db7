import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@dripp/contract/products';
import { api } from '../../../lib/api-client';
import { invalidateProducts } from './invalidate-products';

/** PUT /products/{id}/activate or /deactivate. */
export function setProductActive(id: number, active: boolean): Promise<Product> {
  return active
    ? api.put<Product>(`/products/${id}/activate`, undefined, { fallback: 'Could not activate Product' })
    : api.put<Product>(`/products/${id}/deactivate`, undefined, { fallback: 'Could not deactivate Product' });
}

export function useSetProductActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => setProductActive(id, active),
    onSuccess: () => invalidateProducts(client),
  });
}
