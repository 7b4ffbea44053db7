import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsEndpoints } from '@dripp/contract/endpoints/notifications';
import type { NotificationList } from '@dripp/contract/notifications';
import { call, invalidate, keyOf } from '../../../lib/endpoints';
import { t } from '@lingui/core/macro';

export type MarkReadInput = { ids: number[] } | { all: true };

/** POST /notifications/read: the listed notifications, or all of the caller's. */
export async function markNotificationsRead(input: MarkReadInput): Promise<void> {
  await call(notificationsEndpoints.markRead, { body: input }, { fallback: t`Could not mark notifications read` });
}

function markedRead(list: NotificationList, input: MarkReadInput, at: string): NotificationList {
  const ids = 'ids' in input ? new Set(input.ids) : null;
  let marked = 0;
  const notifications = list.notifications.map((n) => {
    if (n.read_at || (ids && !ids.has(n.id))) return n;
    marked += 1;
    return { ...n, read_at: at };
  });
  return { unread: ids ? Math.max(0, list.unread - marked) : 0, notifications };
}

/** The count drops at the tap, before the server has answered; a failure puts it back. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const key = keyOf(notificationsEndpoints.list, {});
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationList>(key);
      if (before) client.setQueryData(key, markedRead(before, input, new Date().toISOString()));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => invalidate(client, notificationsEndpoints.list),
  });
}
