import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressBookEndpoints } from '@dripp/contract/endpoints/address-book';
import { foodSafetyEndpoints as endpoints } from '@dripp/contract/endpoints/food-safety';
import type { FoodUnitInput } from '@dripp/contract/food-safety';
import { call, callData, endpointQuery, invalidate } from '../../../lib/endpoints';

/** A store's units with their limits, due times and last reading. */
export function useFoodUnits(storeId: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.units, { params: { storeId: storeId ?? 0 } }, { fallback: t`Could not get the units` }),
    enabled: storeId != null,
  });
}

/** The chain's limits per unit type and the range a unit may move them within. */
export function useChainLimits() {
  return useQuery({
    ...endpointQuery(endpoints.settings, {}, { fallback: t`Could not get the chain's limits` }),
    staleTime: 5 * 60_000,
  });
}

/** The store's service providers, which a failing unit's ticket may go to (none when they may not be read). */
export function useProviders(storeId: number | null) {
  return useQuery({
    ...endpointQuery(addressBookEndpoints.listOfStore, { params: { id: storeId ?? 0 } }, { notify: false }),
    enabled: storeId != null,
    retry: false,
  });
}

/** Adds a unit to the store (no id) or changes one. */
export function useSaveFoodUnit(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FoodUnitInput }) =>
      id == null
        ? callData(endpoints.createUnit, { params: { storeId }, body }, { fallback: t`Could not save the unit` })
        : callData(endpoints.updateUnit, { params: { id }, body }, { fallback: t`Could not save the unit` }),
    onSuccess: () => invalidate(client, endpoints.units, { params: { storeId } }),
  });
}

export function useRetireFoodUnit(storeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(endpoints.deleteUnit, { params: { id } }, { fallback: t`Could not retire the unit` }),
    onSuccess: () => invalidate(client, endpoints.units, { params: { storeId } }),
  });
}

/** A short link to the inspector's report of the store over the period, to open in a new tab. */
export function reportLink(storeId: number, from: string, to: string) {
  return callData(
    endpoints.reportLink,
    { params: { storeId }, query: { from, to } },
    { fallback: t`Could not open the inspector's report` },
  );
}
