import { t } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { foodSafetyEndpoints as endpoints } from '@dripp/contract/endpoints/food-safety';
import type { FoodSafetySettings } from '@dripp/contract/food-safety';
import type { z } from 'zod';
import type { PrepItemInputSchema } from '@dripp/contract/food-safety';
import { call, callData, endpointQuery, invalidate } from '../../../lib/endpoints';

export type PrepItemBody = z.input<typeof PrepItemInputSchema>;

/** The chain's unit type limits, the fixes it offers, and whether a fix needs a photo. */
export function useFoodSafetySettings(enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.settings, {}, { fallback: t`Could not get the food safety settings` }),
    enabled,
  });
}

export function useSaveFoodSafetySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FoodSafetySettings) =>
      callData(endpoints.saveSettings, { body }, { fallback: t`Could not save the food safety settings` }),
    onSuccess: () => invalidate(client, endpoints.settings),
  });
}

/** The chain's prep items, with their shelf life and storage. */
export function usePrepItemList(enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.prepItems, {}, { fallback: t`Could not get the prep items` }),
    enabled,
  });
}

/** Adds a prep item (no id) or changes one. */
export function useSavePrepItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PrepItemBody }) =>
      id == null
        ? callData(endpoints.createPrepItem, { body }, { fallback: t`Could not save the prep item` })
        : callData(endpoints.updatePrepItem, { params: { id }, body }, { fallback: t`Could not save the prep item` }),
    onSuccess: () => invalidate(client, endpoints.prepItems),
  });
}

export function useDeletePrepItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(endpoints.deletePrepItem, { params: { id } }, { fallback: t`Could not remove the prep item` }),
    onSuccess: () => invalidate(client, endpoints.prepItems),
  });
}
