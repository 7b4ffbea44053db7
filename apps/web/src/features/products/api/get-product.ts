import { queryOptions, useQuery } from '@tanstack/react-query';
import { productsEndpoints } from '@dripp/contract/endpoints/products';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

/** GET /products/{id}. */
export const productQuery = (id: number) =>
  queryOptions({
    ...endpointQuery(productsEndpoints.get, { params: { id } }, { fallback: t`Could not get Products` }),
    staleTime: 0,
  });

export function useProduct(id: number | null) {
  return useQuery({ ...productQuery(id ?? 0), enabled: id != null });
}
