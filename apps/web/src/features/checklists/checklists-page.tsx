import { useState } from 'react';
import { Button, Card, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CHECKLIST_TYPES,
  CHECKLIST_TYPE_LABELS,
  type ChecklistTask,
  type ChecklistType,
} from '@dripp/contract/checklists';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { StorePageHeader } from '../../components/store-page-header';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useStorePage } from '../../lib/store-page';
import { useDeleteChecklistTask } from './api/delete-checklist-task';
import { checklistsQuery, useChecklists } from './api/get-checklists';
import { useMoveChecklistTask } from './api/move-checklist-task';
import { readListType, rememberListType } from './list-type';
import { SortableTaskList } from './sortable-task-list';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

const VIEW = 'checklists-view';

/** /management/checklists (spec 1 §2 "Checklists task list"): a store's task lists, in order. */
export function ChecklistsPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Checklist Tasks · Dripp Portal`);
  const page = useStorePage(VIEW);
  const { storeId } = page;
  const { can } = usePermissions();
  const [type, setType] = useState<ChecklistType>(readListType);
  const list = useChecklists(page.canView ? storeId : null, type);
  const move = useMoveChecklistTask();
  const remove = useDeleteChecklistTask();
  const queryClient = useQueryClient();

  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const canEdit = storeId != null && can('checklists-edit', storeId);
  const canDelete = storeId != null && can('checklists-delete', storeId);
  const tasks = list.data ?? [];
  const loading = page.isLoading || (storeId != null && list.isPending);
  const listFailure = loadFailure(page.storesLoad, storeId != null && list);

  const chooseType = (value: string | null) => {
    if (!value || !(CHECKLIST_TYPES as readonly string[]).includes(value)) return;
    setType(value as ChecklistType);
    rememberListType(value as ChecklistType);
  };

  const onMove = (task: ChecklistTask, newIndex: number, reordered: ChecklistTask[]) => {
    if (storeId == null) return;
    // The list shows the new order at once; the server's renumbered list replaces it after the call.
    queryClient.setQueryData(checklistsQuery(storeId, type).queryKey, reordered);
    move.mutate(
      { storeId, type, id: task.id, newIndex },
      { onSuccess: () => notifySuccess(t`Successfully changed order of Checklists`) },
    );
  };

  const onDelete = (task: ChecklistTask) => {
    if (storeId == null) return;
    confirmDelete({
      message: t`Are you sure you want to delete this Task?`,
      onConfirm: () =>
        remove.mutate({ id: task.id, storeId, type }, { onSuccess: () => notifySuccess(t`Successfully removed task`) }),
    });
  };

  return (
    <Stack gap="lg">
      <StorePageHeader
        title={t`Checklist Tasks`}
        permission={VIEW}
        storeId={storeId}
        onStoreChange={page.setStoreId}
        actions={
          <Select
            label={t`Type`}
            data={CHECKLIST_TYPES.map((value) => ({ value, label: i18n._(CHECKLIST_TYPE_LABELS[value]) }))}
            value={type}
            onChange={chooseType}
            w={{ base: '100%', xs: 180 }}
            comboboxProps={{ withinPortal: true }}
          />
        }
      />
      <Card>
        <Group justify="space-between" mb="md" gap="sm">
          <Text fw={700} size="lg" c="espresso.9" component="h2" m={0}>
            {i18n._(CHECKLIST_TYPE_LABELS[type])}
          </Text>
          {canEdit && (
            <Button component={Link} to={paths.checklistTask.href('new', type)} leftSection={<IconPlus size={18} />}>
              <Trans>Add Task</Trans>
            </Button>
          )}
        </Group>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : loading ? (
          <Stack gap="xs" aria-hidden>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : tasks.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            <Trans>No tasks in this list yet.</Trans>
          </Text>
        ) : (
          <>
            {canEdit && (
              <Text size="xs" c="dimmed" mb="xs">
                <Trans>
                  Drag a task by its handle to change the order (or focus the handle and use Space and the arrow keys).
                </Trans>
              </Text>
            )}
            <SortableTaskList
              tasks={tasks}
              withNote={type === 'weekly'}
              canEdit={canEdit}
              canDelete={canDelete}
              onMove={onMove}
              onDelete={onDelete}
            />
          </>
        )}
      </Card>
    </Stack>
  );
}
