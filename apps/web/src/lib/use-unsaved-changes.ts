import { useCallback, useEffect, useRef, useState } from 'react';
import { useWindowEvent } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { t } from '@lingui/core/macro';
import { useBlocker, type BlockerFunction } from 'react-router';
import { trackUnsavedPage } from './unsaved-pages';

/**
 * Asks before a page with unsaved changes is left (DESIGN §6): a question inside the app when the
 * path changes (menu, links, back button, another store or day), the browser's own question on
 * reload, close or a typed address. `dirty` is true while something typed is not saved yet.
 * One call per page (React Router allows one blocker at a time): `useUnsavedChanges(dirty)`.
 *
 * Returns `leaveFreely`: call it just before a navigation that must not ask (e.g. after saving).
 */
export function useUnsavedChanges(dirty: boolean): { leaveFreely: () => void } {
  const dirtyRef = useRef(dirty);
  const freeRef = useRef(false);
  useEffect(() => {
    dirtyRef.current = dirty;
    if (!dirty) freeRef.current = false;
  }, [dirty]);

  // Only another page is a way out: a changed query string (a filter, the chosen vendor) keeps the
  // page and what was typed on it.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !freeRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  useEffect(() => {
    blockerRef.current = blocker;
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let answered = false;
    const id = modals.openConfirmModal({
      title: t`Leave without saving?`,
      children: t`You have unsaved changes on this page. If you leave now, they are lost.`,
      labels: { confirm: t`Leave`, cancel: t`Stay` },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        answered = true;
        blockerRef.current.proceed?.();
      },
      onCancel: () => {
        answered = true;
        blockerRef.current.reset?.();
      },
      onClose: () => {
        if (!answered) blockerRef.current.reset?.();
      },
    });
    return () => modals.close(id);
  }, [blocker.state]);

  useWindowEvent('beforeunload', (event) => {
    if (!dirtyRef.current || freeRef.current) return;
    event.preventDefault();
    // Older browsers show their question only when returnValue is set.
    event.returnValue = '';
  });

  const leaveFreely = useCallback(() => {
    freeRef.current = true;
  }, []);
  // Also read by the new-version notice, which reloads only over a page with nothing unsaved.
  useEffect(() => trackUnsavedPage({ dirty: () => dirtyRef.current && !freeRef.current, leaveFreely }), [leaveFreely]);
  return { leaveFreely };
}

/** Whether a form's values differ from what was loaded (compared field by field, as JSON). */
export function changedFrom<T extends object>(values: T, initial: T): boolean {
  return (Object.keys(values) as (keyof T)[]).some(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(initial[key]),
  );
}

/**
 * Whether a store form's values differ from what was loaded, where the store chosen for someone
 * with one store (`onlyStore`) is not a change of theirs.
 */
export function storeFormChanged<T extends { storeId: number | null }>(
  values: T,
  initial: T,
  onlyStore: number | null,
): boolean {
  const chosenForThem = initial.storeId == null && values.storeId === onlyStore;
  return changedFrom({ ...values, storeId: chosenForThem ? null : values.storeId }, initial);
}

/** Reports one part's dirtiness to its page (see `useDirtyParts`). */
export type ReportDirty = (part: string, dirty: boolean) => void;

/**
 * A page whose parts keep their own drafts (rows edited in place, an add form beside a list): each
 * part reports with `useReportDirty`, and the page asks before leaving while any part is dirty.
 */
export function useDirtyParts(): { dirty: boolean; report: ReportDirty } {
  const [parts, setParts] = useState<ReadonlySet<string>>(() => new Set());
  const report = useCallback<ReportDirty>((part, dirty) => {
    setParts((current) => {
      if (current.has(part) === dirty) return current;
      const next = new Set(current);
      if (dirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  return { dirty: parts.size > 0, report };
}

/** A part of a page tells the page whether it holds unsaved changes (and forgets them when it goes). */
export function useReportDirty(report: ReportDirty | undefined, part: string, dirty: boolean): void {
  useEffect(() => {
    if (!report) return;
    report(part, dirty);
    return () => report(part, false);
  }, [report, part, dirty]);
}
