import { useQuery } from '@tanstack/react-query';
import { foodSafetyEndpoints } from '@dripp/contract/endpoints/food-safety';
import { endpointQuery } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export const prepItemsQuery = () =>
  endpointQuery(foodSafetyEndpoints.prepItems, {}, { fallback: t`Could not get the prep items` });

/** The chain's prep items; they change seldom. */
export function usePrepItems() {
  return useQuery({ ...prepItemsQuery(), staleTime: 5 * 60_000 });
}
