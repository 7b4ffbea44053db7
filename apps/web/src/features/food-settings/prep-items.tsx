import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SHELF_LIFE_UNITS, STORAGE_LABELS, STORAGES, type PrepItem, type Storage } from '@dripp/contract/food-safety';
import { SaveCancel } from '../../components/save-cancel';
import { ChainText } from '../../components/chain-text';
import { confirmDelete } from '../../components/confirm-delete';
import { EditRemoveActions } from '../../components/edit-remove-actions';
import { LoadFailed, LoadingCard } from '../../components/not-loaded';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { SpanishFields, useSpanishDraft } from '../../components/spanish-fields';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { useDeletePrepItem, usePrepItemList, useSavePrepItem } from './api/food-settings';

const PHONE_QUERY = '(max-width: 48em)';

/** "3 days", "12 hours". */
function shelfLifeText(item: Pick<PrepItem, 'shelf_life' | 'shelf_life_unit'>): string {
  return item.shelf_life_unit === 'hours'
    ? plural(item.shelf_life, { one: '# hour', other: '# hours' })
    : plural(item.shelf_life, { one: '# day', other: '# days' });
}

/** The editor of one prep item; `item` null adds one. */
function PrepItemForm({ item, onDone }: { item: PrepItem | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const save = useSavePrepItem();
  const spanish = useSpanishDraft('name', item);
  const [name, setName] = useState(item?.name ?? '');
  const [shelfLife, setShelfLife] = useState(item ? String(item.shelf_life) : '');
  const [unit, setUnit] = useState(item?.shelf_life_unit ?? 'days');
  const [storage, setStorage] = useState<Storage>(item?.storage ?? 'cold');
  const [readyToEat, setReadyToEat] = useState(item?.ready_to_eat ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const own: FieldErrors = {};
    if (!name.trim()) own.name = [t`Enter a name`];
    const life = Number(shelfLife.trim());
    if (!/^\d{1,3}$/.test(shelfLife.trim()) || life < 1 || life > 365)
      own.shelf_life = [t`Enter a whole number from 1 to 365`];
    setErrors(own);
    if (Object.keys(own).length) return;
    const body = {
      name,
      ...spanish.body(),
      shelf_life: life,
      shelf_life_unit: unit,
      storage,
      ready_to_eat: readyToEat,
    };
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: () => {
          notifySuccess(t`Prep item saved`);
          onDone();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SpanishFields
          label={t`Name`}
          draft={spanish}
          maxLength={100}
          english={
            <TextInput
              label={t`Name`}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={fieldError(errors, 'name')}
              maxLength={100}
              required
              data-autofocus
            />
          }
        />
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput
            label={t`Shelf life`}
            value={shelfLife}
            onChange={(event) => setShelfLife(event.currentTarget.value)}
            inputMode="numeric"
            autoComplete="off"
            error={fieldError(errors, 'shelf_life')}
            w={120}
            required
          />
          <SegmentedControl
            aria-label={t`Shelf life in`}
            value={unit}
            onChange={(value) => setUnit(value === 'hours' ? 'hours' : 'days')}
            data={SHELF_LIFE_UNITS.map((u) => ({ value: u, label: u === 'hours' ? t`Hours` : t`Days` }))}
            size="md"
          />
        </Group>
        <Select
          label={t`Storage`}
          value={storage}
          onChange={(value) => value && setStorage(value as Storage)}
          data={STORAGES.map((s) => ({ value: s, label: i18n._(STORAGE_LABELS[s]) }))}
          allowDeselect={false}
          error={fieldError(errors, 'storage')}
          comboboxProps={{ withinPortal: true }}
        />
        <Switch
          size="md"
          label={t`Ready to eat`}
          description={t`Kept cold over 24 hours, its use-by is at most 7 days, the prep day being day 1.`}
          checked={readyToEat}
          onChange={(event) => setReadyToEat(event.currentTarget.checked)}
        />
        <SaveCancel onCancel={onDone} saving={save.isPending} />
      </Stack>
    </form>
  );
}

/** The chain's prep items, which date labels are printed for: add, change, remove. */
export function PrepItemsSection({ editable }: { editable: boolean }) {
  const { t, i18n } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const items = usePrepItemList();
  const remove = useDeletePrepItem();
  // undefined: closed; null: a new item.
  const [editing, setEditing] = useState<PrepItem | null | undefined>(undefined);
  const failure = loadFailure(items);

  const columns: Column<PrepItem>[] = [
    { key: 'name', label: t`Name`, render: (row) => <ChainText record={row} field="name" /> },
    { key: 'shelf_life', label: t`Shelf life`, render: shelfLifeText },
    { key: 'storage', label: t`Storage`, render: (row) => i18n._(STORAGE_LABELS[row.storage]) },
    {
      key: 'ready_to_eat',
      label: t`Ready to eat`,
      render: (row) =>
        row.ready_to_eat ? (
          <Badge variant="light" color="teal" tt="none">
            <Trans>Ready to eat</Trans>
          </Badge>
        ) : (
          '—'
        ),
    },
  ];
  if (editable)
    columns.push({
      key: 'actions',
      label: t`Actions`,
      render: (row) => {
        const name = row.name;
        return (
          <EditRemoveActions
            name={name}
            onEdit={() => setEditing(row)}
            removeLabel={t`Remove ${name}`}
            removing={remove.isPending && remove.variables === row.id}
            onRemove={() =>
              confirmDelete({
                message: t`Remove the prep item ${name}? Labels already printed keep it.`,
                onConfirm: () => remove.mutate(row.id, { onSuccess: () => notifySuccess(t`Prep item removed`) }),
              })
            }
          />
        );
      },
    });

  return (
    <Card component="section" aria-labelledby="food-prep-items">
      <Group justify="space-between" align="flex-start" mb="md" gap="sm">
        <div>
          <Title order={2} size="h3" c="espresso.9" id="food-prep-items" mb={4}>
            <Trans>Prep items</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>What stores print date labels for, with their shelf life and storage.</Trans>
          </Text>
        </div>
        {editable && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)} h={44}>
            <Trans>Add prep item</Trans>
          </Button>
        )}
      </Group>
      {failure ? (
        <LoadFailed failure={failure} />
      ) : !items.data ? (
        <LoadingCard label={t`Loading the prep items`} rows={3} />
      ) : (
        <ResponsiveTable
          label={t`Prep items`}
          columns={columns}
          rows={items.data}
          rowKey={(row) => row.id}
          emptyText={t`No prep items yet`}
        />
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? t`Edit prep item` : t`Add prep item`}
        size="lg"
        fullScreen={phone}
      >
        {editing !== undefined && (
          <PrepItemForm key={editing?.id ?? 'new'} item={editing} onDone={() => setEditing(undefined)} />
        )}
      </Modal>
    </Card>
  );
}
