import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@dripp/contract/products';
import { api } from '../../../lib/api-client';

/** GET /products/{id}. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return api.get<Product>(`/products/${id}`, { fallback: 'Could not get Products', signal });
}

export const productQuery = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => getProduct(id, signal),
    staleTime: 0,
  });

export function useProduct(id: number | null) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id != null });
}
