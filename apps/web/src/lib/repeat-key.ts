import { useRef } from 'react';
import { newIdempotencyKey } from './save-queue';

/**
 * The Idempotency-Key of a save a person may simply tap again. The same request tried again after
 * no answer keeps its key, so the server counts it once; another request, or any request after
 * an answer, takes a new key, so printing the same labels again on purpose is a second print.
 */
export function useRepeatKey(): { keyFor: (request: unknown) => string; answered: () => void } {
  const last = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      if (last.current?.request !== text) last.current = { request: text, key: newIdempotencyKey() };
      return last.current.key;
    },
    answered() {
      last.current = null;
    },
  };
}
