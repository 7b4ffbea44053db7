import { useState, type FormEvent } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { roleLevelLabel, type Role } from '@dripp/contract/roles';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { confirmDelete } from '../../components/confirm-delete';
import { Forbidden } from '../../components/forbidden';
import { PageHeader } from '../../components/page-header';
import { ResponsiveTable, type Column } from '../../components/responsive-table';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCreateRole } from './api/create-role';
import { useDeleteRole } from './api/delete-role';
import { useRoles } from './api/get-roles';
import { roleLevelOptions } from './role-level';
import { roleName } from './role-name.public';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

const STANDARD_HINT = msg`Standard roles cannot be changed`;

function AddRoleForm() {
  const { t } = useLingui();
  const create = useCreateRole();
  const [name, setName] = useState('');
  const [level, setLevel] = useState('0');
  const [errors, setErrors] = useState<FieldErrors>({});

  useUnsavedChanges(name.trim() !== '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // A blank name is ignored (spec 2 §5).
    if (!trimmed) return;
    setErrors({});
    create.mutate(
      { name: trimmed, requiresStore: level as '0' | '1' },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully saved new Role`);
          setName('');
          setLevel('0');
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <Card>
      <Title order={2} size="h4" mb="md" c="espresso.9">
        <Trans>Add Role</Trans>
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label={t`Name`}
            placeholder={t`Enter name`}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(errors, 'name')}
            maxLength={100}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label={t`Role level`}
            data={roleLevelOptions()}
            value={level}
            onChange={(value) => value && setLevel(value)}
            error={fieldError(errors, 'requiresStore')}
            w={{ base: '100%', xs: 180 }}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
          >
            <Trans>Add Role</Trans>
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** "Edit Store Manager", in the active language. */
function editLabel(role: Role): string {
  const name = roleName(role.name);
  return t`Edit ${name}`;
}

function deleteLabel(role: Role): string {
  const name = roleName(role.name);
  return t`Delete ${name}`;
}

/** /admin/roles (spec 2 §2 Roles): Role, Level, Actions; Add Role; delete asks first; standard roles stay fixed. */
export function RolesPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  useDocumentTitle(t`Roles · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('roles-view');
  const roles = useRoles(allowed);
  const listFailure = loadFailure(roles);
  const remove = useDeleteRole();

  if (!allowed) return <Forbidden />;

  const askDelete = (role: Role) => {
    const name = roleName(role.name);
    confirmDelete({
      title: t`Delete Role`,
      message: t`Are you sure you want to delete the role ${name}?`,
      onConfirm: () => remove.mutate(role.id, { onSuccess: () => notifySuccess(t`Successfully deleted Roles`) }),
    });
  };
  const hint = i18n._(STANDARD_HINT);

  const columns: Column<Role>[] = [
    {
      key: 'name',
      label: t`Role`,
      render: (role) => (
        <Group gap="xs">
          <Text size="sm" fw={600} component="span">
            {roleName(role.name)}
          </Text>
          {role.isStandardRole && (
            <Badge size="xs" variant="outline" color="gray">
              <Trans>Standard</Trans>
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'level', label: t`Level`, render: (role) => i18n._(roleLevelLabel(role.requiresStore)) },
    {
      key: 'actions',
      label: t`Actions`,
      render: (role) => (
        <Group gap={4} wrap="nowrap">
          {can('roles-edit') && (
            <Tooltip label={role.isStandardRole ? hint : t`Edit`}>
              <span>
                {role.isStandardRole ? (
                  <ActionIcon variant="subtle" disabled aria-label={editLabel(role)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                ) : (
                  <ActionIcon
                    component={Link}
                    to={paths.adminRole.href(role.id)}
                    variant="subtle"
                    aria-label={editLabel(role)}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                )}
              </span>
            </Tooltip>
          )}
          {can('roles-delete') && (
            <Tooltip label={role.isStandardRole ? hint : t`Delete`}>
              <span>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={role.isStandardRole}
                  loading={remove.isPending && remove.variables === role.id}
                  onClick={() => askDelete(role)}
                  aria-label={deleteLabel(role)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </span>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader title={t`Roles`} />
      {can('roles-edit') && <AddRoleForm />}
      <Card>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : roles.isPending ? (
          <Stack gap="xs" role="status" aria-label={t`Loading roles`}>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : (
          <ResponsiveTable
            label={t`Roles`}
            columns={columns}
            rows={roles.data ?? []}
            rowKey={(role) => role.id}
            emptyText={t`No roles`}
            cardsBelow="xs"
          />
        )}
      </Card>
    </Stack>
  );
}
