import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@dripp/contract/home-content';
import { api } from '../../../lib/api-client';

export const promotionQuery = queryOptions({
  queryKey: ['promotion'],
  queryFn: ({ signal }) => api.get<Promotion>('/promotion', { fallback: 'Could not get Promotion', signal }),
});

/** GET /promotion: `promotion {title, description}` and its files, images first. */
export function usePromotion() {
  return useQuery(promotionQuery);
}
