import { useMemo } from 'react';
import type { PermissionKey } from '@dripp/contract/permissions';
import type { StoreWithManagers } from '@dripp/contract/stores';
import { useActiveStore } from './active-store';
import type { Loadable } from './load-state';
import { useStoresManagers } from './api/get-stores-managers';
import { usePermissions } from './permissions';

export interface StorePage {
  /** The user's stores where `permission` passes, in the server's order. */
  stores: StoreWithManagers[];
  /** The store the page shows; null while loading or when no store is permitted. */
  storeId: number | null;
  store: StoreWithManagers | undefined;
  /** Chooses a store and remembers it as the active store. */
  setStoreId: (storeId: number) => void;
  isLoading: boolean;
  isError: boolean;
  /** false once it is known that the user may not view the page (render <Forbidden />). */
  canView: boolean;
  /** Pass to <Forbidden storeSpecific>: the user holds the permission, but not at the store asked for. */
  storeSpecific: boolean;
  /** The load of the user's stores, for loadFailure(): without it the page cannot know its store. */
  storesLoad: Loadable;
}

/**
 * Resolves the store of a store page: the store named in the address (`requestedStoreId`) when
 * given, else the remembered active store when permitted, else the first permitted store.
 */
export function useStorePage(permission: PermissionKey, requestedStoreId?: number | null): StorePage {
  const { can } = usePermissions();
  const [activeStore, setActiveStore] = useActiveStore();
  const query = useStoresManagers();

  return useMemo(() => {
    const all = query.data ?? [];
    const stores = all.filter((entry) => can(permission, entry.store.id));
    const permitted = (id: number | null | undefined) => id != null && stores.some((s) => s.store.id === id);
    const isLoading = query.isPending;
    // A failed load is not a false "no access": the page shows the failure with Retry.
    const undecided = isLoading || query.isError;

    let storeId: number | null;
    let canView: boolean;
    let storeSpecific = false;
    if (requestedStoreId != null) {
      storeId = requestedStoreId;
      canView = undecided || permitted(requestedStoreId);
      storeSpecific = !canView && stores.length > 0;
    } else {
      storeId = permitted(activeStore) ? activeStore : (stores[0]?.store.id ?? null);
      canView = undecided || stores.length > 0;
    }
    if (!isLoading && !can(permission)) canView = false;

    return {
      stores,
      storeId,
      store: all.find((entry) => entry.store.id === storeId),
      setStoreId: (id: number) => setActiveStore(id),
      isLoading,
      isError: query.isError,
      canView,
      storeSpecific,
      storesLoad: { isError: query.isError, data: query.data, isFetching: query.isFetching, refetch: query.refetch },
    };
  }, [
    query.data,
    query.isPending,
    query.isError,
    query.isFetching,
    query.refetch,
    can,
    permission,
    activeStore,
    setActiveStore,
    requestedStoreId,
  ]);
}
