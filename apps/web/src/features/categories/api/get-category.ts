import { useQuery } from '@tanstack/react-query';
import { categoriesEndpoints } from '@dripp/contract/endpoints/categories';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /categories/{id}. */
export const categoryQuery = (id: number) => ({
  ...endpointQuery(categoriesEndpoints.get, { params: { id } }, { fallback: t`Could not get Category` }),
  staleTime: 0,
});

export function useCategory(id: number | null) {
  return useQuery({ ...categoryQuery(id ?? 0), enabled: id != null });
}
