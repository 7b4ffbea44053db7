import { useEffect, useState } from 'react';
import { queuedSavesOf } from '../../../lib/drafts';
import { onQueueEvent } from '../../../lib/save-queue';
import { useSession } from '../../../lib/session';

/**
 * The ticks of a store day that wait on this phone (decision 194), each as the page labels it: shown
 * while the day could not be loaded, beside the page's own waiting save.
 */
export function useQueuedTicks(storeId: number | null, date: string, wanted: boolean) {
  const { userId } = useSession();
  const [ticks, setTicks] = useState<{ label: string; value: string }[]>([]);
  useEffect(() => {
    setTicks([]);
    if (!wanted || userId == null || storeId == null) return;
    let live = true;
    const prefix = `${storeId}|${date}|`;
    const load = () =>
      void queuedSavesOf(userId)
        .then((saves) => {
          if (!live) return;
          setTicks(
            saves
              .filter((save) => save.page === 'daily-checklist-tick' && save.scope.startsWith(prefix))
              .filter((save) => save.state === 'waiting')
              .flatMap((save) => save.shown ?? []),
          );
        })
        .catch(() => undefined);
    load();
    const stop = onQueueEvent(load);
    return () => {
      live = false;
      stop();
    };
  }, [userId, storeId, date, wanted]);
  return ticks;
}
