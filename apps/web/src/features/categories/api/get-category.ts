import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@dripp/contract/categories';
import { api } from '../../../lib/api-client';

/** GET /categories/{id}. */
export function getCategory(id: number, signal?: AbortSignal): Promise<Category> {
  return api.get<Category>(`/categories/${id}`, { fallback: 'Could not get Category', signal });
}

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['category', id],
    queryFn: ({ signal }) => getCategory(id, signal),
    staleTime: 0,
  });

export function useCategory(id: number | null) {
  return useQuery({ ...categoryQuery(id ?? 0), enabled: id != null });
}
