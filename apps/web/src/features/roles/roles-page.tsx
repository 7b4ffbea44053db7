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
import { ROLE_LEVEL_OPTIONS } from './role-level';
import { LoadFailed } from '../../components/not-loaded';
import { loadFailure } from '../../lib/load-state';

const STANDARD_HINT = 'Standard roles cannot be changed';

function AddRoleForm() {
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
          notifySuccess('Successfully saved new Role');
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
        Add Role
      </Title>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Name"
            placeholder="Enter name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={fieldError(errors, 'name')}
            maxLength={100}
            w={{ base: '100%', xs: 280 }}
          />
          <Select
            label="Role level"
            data={ROLE_LEVEL_OPTIONS}
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
            Add Role
          </Button>
        </Group>
      </form>
    </Card>
  );
}

/** /admin/roles (spec 2 §2 Roles): Role, Level, Actions; Add Role; delete asks first; standard roles stay fixed. */
export function RolesPage() {
  useDocumentTitle('Roles · Dripp Portal');
  const { can } = usePermissions();
  const allowed = can('roles-view');
  const roles = useRoles(allowed);
  const listFailure = loadFailure(roles);
  const remove = useDeleteRole();

  if (!allowed) return <Forbidden />;

  const askDelete = (role: Role) =>
    confirmDelete({
      title: 'Delete Role',
      message: `Are you sure you want to delete the role ${role.name}?`,
      onConfirm: () => remove.mutate(role.id, { onSuccess: () => notifySuccess('Successfully deleted Roles') }),
    });

  const columns: Column<Role>[] = [
    {
      key: 'name',
      label: 'Role',
      render: (role) => (
        <Group gap="xs">
          <Text size="sm" fw={600} component="span">
            {role.name}
          </Text>
          {role.isStandardRole && (
            <Badge size="xs" variant="outline" color="gray">
              Standard
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'level', label: 'Level', render: (role) => roleLevelLabel(role.requiresStore) },
    {
      key: 'actions',
      label: 'Actions',
      render: (role) => (
        <Group gap={4} wrap="nowrap">
          {can('roles-edit') && (
            <Tooltip label={role.isStandardRole ? STANDARD_HINT : 'Edit'}>
              <span>
                {role.isStandardRole ? (
                  <ActionIcon variant="subtle" disabled aria-label={`Edit ${role.name}`}>
                    <IconPencil size={18} />
                  </ActionIcon>
                ) : (
                  <ActionIcon
                    component={Link}
                    to={paths.adminRole.href(role.id)}
                    variant="subtle"
                    aria-label={`Edit ${role.name}`}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                )}
              </span>
            </Tooltip>
          )}
          {can('roles-delete') && (
            <Tooltip label={role.isStandardRole ? STANDARD_HINT : 'Delete'}>
              <span>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  disabled={role.isStandardRole}
                  loading={remove.isPending && remove.variables === role.id}
                  onClick={() => askDelete(role)}
                  aria-label={`Delete ${role.name}`}
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
      <PageHeader title="Roles" />
      {can('roles-edit') && <AddRoleForm />}
      <Card>
        {listFailure ? (
          <LoadFailed failure={listFailure} />
        ) : roles.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading roles">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Stack>
        ) : (
          <ResponsiveTable
            label="Roles"
            columns={columns}
            rows={roles.data ?? []}
            rowKey={(role) => role.id}
            emptyText="No roles"
            cardsBelow="xs"
          />
        )}
      </Card>
    </Stack>
  );
}
