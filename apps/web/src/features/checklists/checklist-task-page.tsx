import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Divider,
  Group,
  Input,
  Loader,
  Modal,
  Select,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import {
  CHECKLIST_TYPES,
  CHECKLIST_TYPE_LABELS,
  NOTE_MAX,
  TASK_MAX,
  type ChecklistTask,
  type ChecklistType,
} from '@dripp/contract/checklists';
import type { StoreWithManagers } from '@dripp/contract/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { StoreInfo } from '../../components/store-info';
import { StoreSelect } from '../../components/store-page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { loadFailure, notFound } from '../../lib/load-state';
import { useStorePage } from '../../lib/store-page';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { LoadFailed } from '../../components/not-loaded';
import { SpanishFields, useSpanishDraft } from '../../components/spanish-fields';
import { useCreateChecklistTask } from './api/create-checklist-task';
import { useChecklistTask } from './api/get-checklist-task';
import { useUpdateChecklistTask } from './api/update-checklist-task';
import { readListType, rememberListType } from './list-type';

const EDIT = 'checklists-edit';

function isType(value: string | undefined): value is ChecklistType {
  return value !== undefined && (CHECKLIST_TYPES as readonly string[]).includes(value);
}

/**
 * Title, store picker and store information. An existing task stays in its store (the update call
 * carries no store), so its picker is shown but fixed.
 */
function TaskHeader({
  title,
  stores,
  storeId,
  onStoreChange,
  fixedStore,
  loading,
}: {
  title: string;
  stores: StoreWithManagers[];
  storeId: number | null;
  onStoreChange: (id: number) => void;
  fixedStore: boolean;
  loading: boolean;
}) {
  const { t } = useLingui();
  const [infoOpened, info] = useDisclosure(false);
  const current = stores.find((entry) => entry.store.id === storeId);
  return (
    <Card padding="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1} size="h2" c="espresso.9" style={{ flex: '1 1 240px' }}>
          {title}
        </Title>
        <Group gap="sm" align="flex-end" wrap="nowrap" style={{ flex: '1 1 auto', justifyContent: 'flex-end' }}>
          <StoreSelect
            stores={stores}
            storeId={storeId}
            onStoreChange={onStoreChange}
            loading={loading}
            disabled={fixedStore}
            description={fixedStore ? t`A saved task stays in its store` : undefined}
          />
          {current && (
            <Box className="dripp-narrow-only">
              <Tooltip label={t`Store Information`}>
                <ActionIcon size={36} variant="light" onClick={info.open} aria-label={t`Store Information`}>
                  <IconInfoCircle size={22} />
                </ActionIcon>
              </Tooltip>
            </Box>
          )}
        </Group>
      </Group>
      {current && (
        <Box className="dripp-wide-only">
          <Divider my="md" />
          <StoreInfo entry={current} />
        </Box>
      )}
      <Modal opened={infoOpened} onClose={info.close} title={t`Store Information`} size="md">
        {current && <StoreInfo entry={current} stacked />}
      </Modal>
    </Card>
  );
}

function TaskForm({
  id,
  task,
  storeId,
  initialType,
}: {
  /** null for a new task. */
  id: number | null;
  /** The saved task; null for a new one. */
  task: ChecklistTask | null;
  storeId: number | null;
  initialType: ChecklistType;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const create = useCreateChecklistTask();
  const update = useUpdateChecklistTask();
  const [type, setType] = useState<ChecklistType>(task?.type ?? initialType);
  const [text, setText] = useState(task?.task ?? '');
  const [note, setNote] = useState(task?.note ?? '');
  const spanish = useSpanishDraft('task', task);
  const saving = create.isPending || update.isPending;
  const isNew = id === null;
  const { leaveFreely } = useUnsavedChanges(
    text !== (task?.task ?? '') ||
      note !== (task?.note ?? '') ||
      type !== (task?.type ?? initialType) ||
      spanish.changed,
  );

  const save = async () => {
    // Spec 2 §5: saving does nothing while the task is empty.
    if (!text.trim() || storeId == null) return;
    if (!can(EDIT, storeId)) {
      notifyError(t`You are not authorized`);
      return;
    }
    const body = { task: text.trim(), ...spanish.body(), note: type === 'weekly' ? note.trim() || null : null };
    try {
      if (id === null) {
        await create.mutateAsync({ storeId, type, body });
        notifySuccess(t`Successfully saved task`);
      } else {
        await update.mutateAsync({ id, body });
        notifySuccess(t`Successfully updated task`);
      }
      rememberListType(type);
      leaveFreely();
      navigate(paths.checklists.href());
    } catch {
      // The API client has shown the error; the form keeps what was typed.
    }
  };

  return (
    <Card
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
      maw={760}
    >
      <Stack gap="md">
        {isNew ? (
          <Select
            label={t`Shift type`}
            data={CHECKLIST_TYPES.map((value) => ({ value, label: i18n._(CHECKLIST_TYPE_LABELS[value]) }))}
            value={type}
            onChange={(value) => isType(value ?? undefined) && setType(value as ChecklistType)}
            comboboxProps={{ withinPortal: true }}
            maw={320}
          />
        ) : (
          <Input.Wrapper label={t`Shift type`}>
            <div>
              <Badge variant="light" size="lg" mt={4}>
                {i18n._(CHECKLIST_TYPE_LABELS[type])}
              </Badge>
            </div>
          </Input.Wrapper>
        )}
        <SpanishFields
          draft={spanish}
          label={t`Task`}
          kind="lines"
          maxLength={TASK_MAX}
          english={
            <Textarea
              label={t`Task`}
              withAsterisk
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={TASK_MAX}
              placeholder={t`What needs to be done`}
              data-autofocus
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void save();
                }
              }}
            />
          }
        />
        {type === 'weekly' && (
          <Textarea
            label={t`Note`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={NOTE_MAX}
            placeholder={t`When or how, e.g. Mondays, after close`}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" component={Link} to={paths.checklists.href()}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            disabled={saving || storeId == null}
            leftSection={saving ? <Loader size={16} color="currentColor" /> : <IconDeviceFloppy size={18} />}
            miw={120}
          >
            {saving ? <Trans>Loading</Trans> : <Trans>Save</Trans>}
          </Button>
        </Group>
        {!text.trim() && (
          <Text size="xs" c="dimmed" ta="right">
            <Trans>Enter the task to save it.</Trans>
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** /management/checklists/{id or new}/{type} (spec 2 §2 "Checklist task edit"). */
export function ChecklistTaskPage() {
  const params = useParams();
  const isNew = params.id === 'new';
  const id = !isNew && /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : null;
  const { t } = useLingui();
  useDocumentTitle(isNew ? t`Add Task · Dripp Portal` : t`Edit Task · Dripp Portal`);
  const page = useStorePage(EDIT);
  const existing = useChecklistTask(id);
  const initialType = isType(params.type) ? params.type : readListType();

  // An address that names no task (or no shift type) is not a page (spec 3 §2.13).
  const knownType = params.type === 'new' || isType(params.type);
  if ((!isNew && id === null) || !knownType || notFound(existing.error)) return <NotFoundPage />;
  if (!page.canView) return <Forbidden storeSpecific={page.storeSpecific} />;

  const task = existing.data ?? null;
  const storeId = isNew ? page.storeId : (task?.store_id ?? null);
  const loadingTask = !isNew && existing.isPending;
  // An existing task needs the task; a new one needs the stores to choose from.
  const failure = loadFailure(isNew ? page.storesLoad : existing);

  return (
    <Stack gap="lg">
      <TaskHeader
        title={isNew ? t`Add Task` : t`Edit Task`}
        stores={page.stores}
        storeId={storeId}
        onStoreChange={page.setStoreId}
        fixedStore={!isNew}
        loading={page.isLoading || loadingTask}
      />
      {failure ? (
        <LoadFailed failure={failure} />
      ) : loadingTask ? (
        <Card maw={760} aria-hidden>
          <Skeleton height={14} width={90} mb="xs" />
          <Skeleton height={36} width={320} mb="md" />
          <Skeleton height={14} width={60} mb="xs" />
          <Skeleton height={64} />
        </Card>
      ) : (
        // Remounts when the task arrives, so the form starts from the saved text.
        <TaskForm
          key={task ? `task-${task.id}` : 'new'}
          id={id}
          task={task}
          storeId={storeId}
          initialType={initialType}
        />
      )}
    </Stack>
  );
}
