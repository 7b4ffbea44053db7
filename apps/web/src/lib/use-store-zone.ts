import { useParams } from 'react-router';
import { useActiveStore } from './active-store';
import { useStoresManagers } from './api/get-stores-managers';

/**
 * The time zone of the store a store page shows (the address's store, else the active store), for
 * parts of the page that show a time without being handed the store; undefined until the user's
 * stores are read, and then the browser's clock is used.
 */
export function useShownStoreZone(): string | undefined {
  const { store } = useParams();
  const [active] = useActiveStore();
  const stores = useStoresManagers();
  const id = store && /^\d{1,9}$/.test(store) ? Number(store) : active;
  return stores.data?.find((entry) => entry.store.id === id)?.store.time_zone;
}
