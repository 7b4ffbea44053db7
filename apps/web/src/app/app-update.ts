/**
 * Whether a new version of the portal is installed and waiting (told by app/service-worker.ts),
 * and how to switch to it. Kept apart from the worker's registration so the first load carries
 * only this store and the notice that reads it.
 */
let apply: (() => void) | undefined;
const listeners = new Set<() => void>();

export function offerUpdate(switchToIt: () => void): void {
  apply = switchToIt;
  for (const listener of listeners) listener();
}

export function updateReady(): boolean {
  return apply !== undefined;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Reloads into the new version (the caller has made sure nothing unsaved is lost). */
export function applyUpdate(): void {
  apply?.();
}
