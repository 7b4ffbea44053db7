import { useCallback, useSyncExternalStore } from 'react';
import { ACTIVE_STORE_KEY } from '@dripp/contract/session-keys';

const listeners = new Set<() => void>();

function read(): number | null {
  const value = Number(localStorage.getItem(ACTIVE_STORE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** The store last chosen in any selector, remembered between visits (spec 1 §9). */
export function getActiveStore(): number | null {
  return read();
}

export function setActiveStore(storeId: number | null): void {
  if (storeId === null) localStorage.removeItem(ACTIVE_STORE_KEY);
  else localStorage.setItem(ACTIVE_STORE_KEY, String(storeId));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVE_STORE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useActiveStore(): [number | null, (storeId: number | null) => void] {
  const storeId = useSyncExternalStore(subscribe, read);
  const set = useCallback((id: number | null) => setActiveStore(id), []);
  return [storeId, set];
}
