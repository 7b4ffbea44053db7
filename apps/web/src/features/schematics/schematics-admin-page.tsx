import { useState, type FormEvent } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { SCHEMATIC_NAME_MAX, type Schematic } from '@dripp/contract/schematics';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { NamedSortableRow } from '../../components/named-sortable-row';
import { PageHeader } from '../../components/page-header';
import { SortableList } from '../../components/sortable-list';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useCreateSchematic } from './api/create-schematic';
import { useDeleteSchematic } from './api/delete-schematic';
import { schematicsQuery, useSchematics } from './api/get-schematics';
import { useMoveSchematic } from './api/move-schematic';
import { loadFailure } from '../../lib/load-state';
import { Trans, useLingui } from '@lingui/react/macro';

/** /admin/schematics (spec 2 §2 Schematics admin): the ordered list with edit and remove, and an add row. */
export function SchematicsAdminPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Schematics · Admin · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('schematics-edit');
  const canDelete = can('schematics-delete');
  const list = useSchematics(allowed);
  const create = useCreateSchematic();
  const move = useMoveSchematic();
  const remove = useDeleteSchematic();
  const client = useQueryClient();
  const [name, setName] = useState('');

  if (!allowed) return <Forbidden />;

  const add = (event: FormEvent) => {
    event.preventDefault();
    // A blank name is ignored (spec 2 §5).
    if (!name.trim()) return;
    create.mutate(name.trim(), {
      onSuccess: () => {
        notifySuccess(t`Successfully saved new Schematic`);
        setName('');
      },
    });
  };

  const onMove = (item: Schematic, newIndex: number, reordered: Schematic[]) => {
    // The list updates at once, then the new 1-based position is sent (spec 2 §4).
    client.setQueryData(schematicsQuery.queryKey, reordered);
    move.mutate(
      { id: item.id, newIndex },
      { onSuccess: () => notifySuccess(t`Successfully changed order of Schematics`) },
    );
  };

  const onDelete = (item: Schematic) =>
    confirmDelete({
      message: t`Are you sure you want to delete this Schema?`,
      onConfirm: () => remove.mutate(item.id, { onSuccess: () => notifySuccess(t`Successfully removed Schematic`) }),
    });

  return (
    <Stack gap={0} maw={960}>
      <PageHeader title={t`Schematics`} />
      <Stack gap="lg">
        <Card padding="lg">
          <form onSubmit={add}>
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <TextInput
                label={t`New schematic`}
                placeholder={t`Name`}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={SCHEMATIC_NAME_MAX}
                style={{ flex: 1 }}
              />
              <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} />}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </form>
        </Card>
        <Card padding="lg">
          {loadFailure(list) ? (
            <LoadFailed failure={loadFailure(list)!} />
          ) : list.data === undefined ? (
            <Stack gap="xs" role="status" aria-label={t`Loading`}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={44} />
              ))}
            </Stack>
          ) : list.data.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              <Trans>No schematics yet. Add the first one above.</Trans>
            </Text>
          ) : (
            <>
              <Text size="xs" c="dimmed" mb="xs">
                <Trans>
                  Drag a schematic by its handle to change the order (or focus the handle and use Space and the arrow
                  keys).
                </Trans>
              </Text>
              <SortableList
                items={list.data}
                noun="schematic"
                label={t`Schematics`}
                itemLabel={(s) => s.name}
                sortable
                onMove={onMove}
                renderRow={(item, row) => (
                  <NamedSortableRow
                    row={row}
                    name={item.name}
                    editHref={paths.adminSchematic.href(item.id)}
                    onRemove={canDelete ? () => onDelete(item) : undefined}
                  />
                )}
              />
            </>
          )}
        </Card>
      </Stack>
    </Stack>
  );
}
