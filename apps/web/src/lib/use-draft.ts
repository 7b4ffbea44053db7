import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { DataOf } from '@dripp/contract/endpoint';
import { ApiError } from './api-client';
import { notifyError } from './notify';
import { getSession, useSession } from './session';
import {
  draftIdOf,
  queuedSaveFor,
  readDraft,
  removeDraft,
  removeQueuedSave,
  writeDraft,
  type QueuedSave,
} from './drafts';
import {
  isNetworkFailure,
  newIdempotencyKey,
  onQueueEvent,
  keptSave,
  queueSave,
  saveFailedText,
  sendSave,
  startSaveQueue,
  type AnySaveRequest,
  type TypedSave,
} from './save-queue';

/** How long typing pauses before the draft is written to the device. */
const DRAFT_DELAY_MS = 400;

export type SaveOutcome<A> =
  { outcome: 'saved'; answer: A } | { outcome: 'queued' } | { outcome: 'conflict' } | { outcome: 'failed' };

export interface OfflineRecord<T> {
  /** A draft kept on this device from an earlier visit, offered back until restored or discarded. */
  offer: { savedAt: number } | null;
  restore: () => void;
  discard: () => void;
  /** The save waiting on this device for the network, if any. */
  pending: QueuedSave | null;
  /**
   * What the page holds is the save waiting on this device (nothing typed since): leaving the page
   * loses nothing, so it leaves without asking (decision 194).
   */
  queuedAsTyped: boolean;
  /** The last waiting save arrived at the server (cleared by the next edit or save). */
  sent: boolean;
  /**
   * "Yours" when the server refused a save as stale: the page shows it beside the server's. `base`
   * and `basedOn` are the record and version the edit began from (kept with a queued save too), for
   * the merge by field (decision 195); `base` undefined when not known.
   */
  conflict: Conflict<T> | null;
  /** Keep theirs: drops the edit (the draft and any waiting save). */
  keepTheirs: () => Promise<void>;
  /** The version the edit is based on (`based_on` of the save). */
  basedOn: string | null | undefined;
  /**
   * The page saved part of the record on its own (a checklist's tick) while the edit was open: the
   * edit goes on from the version that save made, so the page's own save is no conflict.
   */
  rebase: (version: string | null) => void;
  /**
   * Saves `value`: online with an Idempotency-Key; kept on the device when offline or when the
   * network fails (not on a refusal, which the page shows as before). `send`, when given, sends
   * online in the page's own way, with its own key (a file the device does not keep); the device
   * keeps `request`.
   */
  save: <R extends AnySaveRequest>(
    value: T,
    request: (basedOn: string | null | undefined) => TypedSave<R>,
    more?: SaveExtras<T, R>,
  ) => Promise<SaveOutcome<DataOf<R['definition']>>>;
}

export interface Conflict<T> {
  mine: T;
  base: T | undefined;
  basedOn: string | null | undefined;
}

export interface SaveExtras<T, R extends AnySaveRequest> {
  /** Sends online in the page's own way (a picked file), with its own key. */
  send?: (request: TypedSave<R>) => Promise<DataOf<R['definition']>>;
  /** The record as the server had it when the edit began (`useEditBase`), kept with a queued save. */
  base?: T;
  /** What a queued save holds, as the page labels it, for a page that cannot load meanwhile. */
  shown?: { label: string; value: string }[];
}

interface Options<T> {
  /** Which page (`cash-count`), and which record on it (`store|date`, plus the shift): null while unknown. */
  page: string;
  scope: string | null;
  /** What is typed and not saved (undefined: nothing). */
  draft: T | undefined;
  setDraft: (value: T) => void;
  clearDraft: () => void;
  /** The record's version as the page last read it. */
  version: string | null | undefined;
  /** A waiting save arrived, or the person chose theirs: the page reads the record again. */
  onServerChanged: () => void;
}

/** The draft and the save waiting for it leave the device together. */
async function forgetDraft(draftId: string): Promise<void> {
  await removeDraft(draftId);
  const waiting = await queuedSaveFor(draftId);
  if (waiting) await removeQueuedSave(waiting.key);
}

type IdConflict<T> = Conflict<T> & { id: string };

function conflictOf<T>(id: string, waiting: QueuedSave): IdConflict<T> {
  return { id, mine: waiting.value as T, base: waiting.base as T | undefined, basedOn: waiting.basedOn };
}

interface KeptDraft<T> {
  id: string;
  savedAt: number;
  value: T;
  basedOn: string | null | undefined;
}

/** The version an edit began from, for the draft it belongs to. */
type BasedOnRef = RefObject<{ id: string | null; basedOn: string | null | undefined } | null>;

/**
 * What this device holds for the record: a draft kept from an earlier visit, and the save waiting
 * for the network, followed as the queue sends it or the server refuses it as stale.
 */
function useKeptOnDevice<T>(draftId: string | null, clearDraft: () => void, changedRef: RefObject<() => void>) {
  const [offer, setOffer] = useState<KeptDraft<T> | null>(null);
  const [pending, setPending] = useState<QueuedSave | null>(null);
  const [sent, setSent] = useState(false);
  const [conflict, setConflict] = useState<IdConflict<T> | null>(null);

  useEffect(() => {
    setOffer(null);
    setPending(null);
    setSent(false);
    setConflict(null);
    if (!draftId) return;
    let live = true;
    const load = async () => {
      const [kept, waiting] = await Promise.all([readDraft<T>(draftId), queuedSaveFor(draftId)]);
      if (!live) return;
      setPending(waiting ?? null);
      if (waiting?.state === 'conflict') setConflict(conflictOf(draftId, waiting));
      if (kept) setOffer({ id: draftId, savedAt: kept.savedAt, value: kept.value, basedOn: kept.basedOn });
    };
    void load().catch(() => undefined);
    const stop = onQueueEvent((event) => {
      if (event.draftId !== draftId) return;
      if (event.type === 'sent') {
        setPending(null);
        setSent(true);
        setOffer(null);
        clearDraft();
        changedRef.current();
      } else {
        void queuedSaveFor(draftId).then((waiting) => {
          if (!live) return;
          setPending(waiting ?? null);
          if (waiting?.state === 'conflict') {
            setConflict(conflictOf(draftId, waiting));
            changedRef.current();
          }
        });
      }
    });
    return () => {
      live = false;
      stop();
    };
  }, [draftId, clearDraft, changedRef]);

  return { offer, setOffer, pending, setPending, sent, setSent, conflict, setConflict };
}

type KeptOnDevice<T> = ReturnType<typeof useKeptOnDevice<T>>;

interface DraftWrite<T> {
  draftId: string | null;
  draft: T | undefined;
  basedOn: string | null | undefined;
  page: string;
  scope: string | null;
}

/** What is typed goes to the device after a pause in typing. */
function useDraftWriter<T>({ draftId, draft, basedOn, page, scope }: DraftWrite<T>): void {
  useEffect(() => {
    if (!draftId || draft === undefined) return;
    const id = draftId;
    const kept = basedOn;
    const timer = setTimeout(() => {
      const owner = getSession().userId;
      if (owner == null) return;
      void writeDraft({ id, userId: owner, page, scope: scope!, value: draft, basedOn: kept, savedAt: Date.now() });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draftId, draft, basedOn, page, scope]);
}

interface RecordSaving<T> extends DraftWrite<T> {
  version: string | null | undefined;
  device: KeptOnDevice<T>;
  basedOnRef: BasedOnRef;
  changedRef: RefObject<() => void>;
}

/** Saves online, or keeps the save on the device when the network is not there (see `OfflineRecord.save`). */
function useRecordSave<T>(options: RecordSaving<T>): OfflineRecord<T>['save'] {
  const { draftId, basedOn, page, scope, version, device, basedOnRef, changedRef } = options;
  const { conflict, setSent, setPending, setConflict, setOffer } = device;
  return useCallback(
    async <R extends AnySaveRequest>(
      value: T,
      build: (basedOn: string | null | undefined) => TypedSave<R>,
      more: SaveExtras<T, R> = {},
    ): Promise<SaveOutcome<DataOf<R['definition']>>> => {
      const { send } = more;
      // Keep mine, after a conflict: the save is based on the version now on the server.
      const from = conflict ? version : basedOn;
      const request = build(from);
      const key = newIdempotencyKey();
      setSent(false);
      const keep = async (): Promise<SaveOutcome<DataOf<R['definition']>>> => {
        if (!scope) return { outcome: 'failed' };
        // Written now, not after the typing pause: the page may be closed as soon as it says "saved on this phone".
        const owner = getSession().userId;
        if (draftId && owner != null) {
          await writeDraft({ id: draftId, userId: owner, page, scope, value, basedOn, savedAt: Date.now() });
        }
        const waiting = await queueSave(page, scope, request, value, key, {
          base: more.base,
          basedOn: from,
          shown: more.shown,
        });
        setPending(waiting ?? null);
        return waiting ? { outcome: 'queued' } : { outcome: 'failed' };
      };
      if (!navigator.onLine) return keep();
      try {
        const answer = send
          ? await send(request)
          : await sendSave<DataOf<R['definition']>>({ ...keptSave(request), key }, false);
        if (draftId) await forgetDraft(draftId);
        basedOnRef.current = null;
        setConflict(null);
        setPending(null);
        setOffer(null);
        return { outcome: 'saved', answer };
      } catch (error) {
        if (isNetworkFailure(error)) return keep();
        if (error instanceof ApiError && error.status === 409) {
          setConflict({ id: draftId ?? '', mine: value, base: more.base, basedOn: from });
          changedRef.current();
          return { outcome: 'conflict' };
        }
        if (error instanceof ApiError && error.status === 401) throw error;
        notifyError(saveFailedText(request.failed, error));
        throw error;
      }
    },
    [
      conflict,
      version,
      basedOn,
      scope,
      page,
      draftId,
      setSent,
      setPending,
      setConflict,
      setOffer,
      basedOnRef,
      changedRef,
    ],
  );
}

/**
 * Drafts kept on the phone, saves that wait for the network and conflicts shown (decision 172),
 * the same for the four daily records.
 */
export function useOfflineRecord<T>(options: Options<T>): OfflineRecord<T> {
  const { page, scope, draft, setDraft, clearDraft, version, onServerChanged } = options;
  const { userId } = useSession();
  const draftId = userId != null && scope != null ? draftIdOf(userId, page, scope) : null;
  const basedOnRef: BasedOnRef = useRef(null);
  const [, setRebased] = useState(0);
  const changedRef = useRef(onServerChanged);
  changedRef.current = onServerChanged;

  useEffect(() => startSaveQueue(), []);

  // The version an edit starts from is the one read when typing began.
  if (draft === undefined) basedOnRef.current = null;
  else if (basedOnRef.current?.id !== draftId) basedOnRef.current = { id: draftId, basedOn: version };
  const basedOn = basedOnRef.current ? basedOnRef.current.basedOn : version;

  const device = useKeptOnDevice<T>(draftId, clearDraft, changedRef);
  const { offer, setOffer, pending, setPending, sent, conflict, setConflict } = device;
  useDraftWriter({ draftId, draft, basedOn, page, scope });

  const restore = useCallback(() => {
    if (!offer || offer.id !== draftId) return;
    basedOnRef.current = { id: draftId, basedOn: offer.basedOn };
    setDraft(offer.value);
    setOffer(null);
  }, [offer, draftId, setDraft, setOffer]);

  const rebase = useCallback(
    (next: string | null) => {
      if (basedOnRef.current?.id !== draftId) return;
      basedOnRef.current = { id: draftId, basedOn: next };
      setRebased((n) => n + 1);
    },
    [draftId],
  );

  const discard = useCallback(() => {
    if (draftId) void removeDraft(draftId);
    setOffer(null);
  }, [draftId, setOffer]);

  const keepTheirs = useCallback(async () => {
    if (draftId) await forgetDraft(draftId);
    basedOnRef.current = null;
    setConflict(null);
    setPending(null);
    setOffer(null);
    clearDraft();
    changedRef.current();
  }, [draftId, clearDraft, setConflict, setPending, setOffer]);

  const save = useRecordSave({ draftId, draft, basedOn, page, scope, version, device, basedOnRef, changedRef });

  const waiting = pending && pending.draftId === draftId && pending.state === 'waiting' ? pending : null;
  return {
    queuedAsTyped: waiting !== null && JSON.stringify(draft) === JSON.stringify(waiting.value),
    offer: offer && offer.id === draftId && draft === undefined ? { savedAt: offer.savedAt } : null,
    restore,
    discard,
    pending: pending && pending.draftId === draftId ? pending : null,
    sent,
    conflict:
      conflict && conflict.id === (draftId ?? '')
        ? { mine: conflict.mine, base: conflict.base, basedOn: conflict.basedOn }
        : null,
    keepTheirs,
    basedOn,
    rebase,
    save,
  };
}
