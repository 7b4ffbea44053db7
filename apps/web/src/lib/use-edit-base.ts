import { useRef } from 'react';

/**
 * The record as the server had it when the edit began: the base of a three-way merge by field
 * (decision 195). Taken only when the edit starts from the version on screen (`fromShown`); an edit
 * restored from an earlier visit has no known base, and then every difference is asked about.
 */
export function useEditBase<T>(server: T | undefined, editing: boolean, fromShown: boolean): T | undefined {
  const base = useRef<{ value: T | undefined } | null>(null);
  if (!editing) base.current = null;
  else if (base.current === null && server !== undefined) base.current = { value: fromShown ? server : undefined };
  return base.current?.value;
}
