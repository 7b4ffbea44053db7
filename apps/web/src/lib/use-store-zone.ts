import { useParams } from 'react-router';
import { useActiveStore } from './active-store';
import { useStoresManagers } from './api/get-stores-managers';

/** A store's time zone, from the user's stores; undefined until they are read (the browser's clock is used then). */
export function useStoreZone(storeId: number | null | undefined): string | undefined {
  const stores = useStoresManagers();
  return storeId == null ? undefined : stores.data?.find((entry) => entry.store.id === storeId)?.store.time_zone;
}

/**
 * The time zone of the store a store page shows (the address's store, else the active store), for
 * parts of the page that show a time without being handed the store.
 */
export function useShownStoreZone(): string | undefined {
  const { store } = useParams();
  const [active] = useActiveStore();
  return useStoreZone(store && /^\d{1,9}$/.test(store) ? Number(store) : active);
}
