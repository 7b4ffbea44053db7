import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UserEdit } from '@dripp/contract/users';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { useStoresManagers } from '../../lib/api/get-stores-managers';
import { storeLabel } from '../../lib/format';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCreateUser } from './api/create-user';
import { useStoreRoles } from './api/get-store-roles';
import { useUpdateUser } from './api/update-user';
import { roleName } from '../roles/role-name.public';

export interface UserFormValues {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  pin: string;
}

export const EMPTY_USER: UserFormValues = { username: '', firstName: '', lastName: '', email: '', phone: '', pin: '' };

export function valuesOf(user: UserEdit): UserFormValues {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? '',
    pin: '',
  };
}

export interface UserFormProps {
  title: string;
  /** null: a new user (who also gets a store and a role). */
  userId: number | null;
  initial: UserFormValues;
  /** Whether a PIN is stored (administrators only; null for others). */
  hasPin?: boolean | null;
  /** Unsaved changes in other parts of the page, so that leaving it asks first. */
  otherDirty?: boolean;
  onSaved: (saved: { id: number; username: string }) => void;
  onCancel: () => void;
}

type Options = { value: string; label: string }[];

/** A new user's first store and role, both optional: the stores they may create users in. */
function FirstPlace({
  storeOptions,
  roleOptions,
  storeId,
  roleId,
  onStore,
  onRole,
  errors,
}: {
  storeOptions: Options;
  roleOptions: Options;
  storeId: string | null;
  roleId: string | null;
  onStore: (value: string | null) => void;
  onRole: (value: string | null) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  return (
    <>
      <Text size="sm" c="dimmed">
        <Trans>The new user gets an email with a link to choose a password.</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t`Store`}
          placeholder={t`Choose a store`}
          data={storeOptions}
          value={storeId}
          onChange={onStore}
          searchable
          clearable
          allowDeselect
          nothingFoundMessage={t`No stores`}
          error={fieldError(errors, 'store_id')}
        />
        <Select
          label={t`Role`}
          placeholder={t`Choose a role`}
          data={roleOptions}
          value={roleId}
          onChange={onRole}
          clearable
          allowDeselect
          nothingFoundMessage={t`No roles`}
          error={fieldError(errors, 'role_id')}
        />
      </SimpleGrid>
    </>
  );
}

/** First and last name, email and phone, each required. */
function ContactFields({
  values,
  set,
  errors,
}: {
  values: UserFormValues;
  set: (key: keyof UserFormValues) => (event: ChangeEvent<HTMLInputElement>) => void;
  errors: FieldErrors;
}) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      <TextInput
        label={t`First Name`}
        withAsterisk
        autoComplete="off"
        value={values.firstName}
        onChange={set('firstName')}
        error={fieldError(errors, 'first_name')}
        maxLength={100}
      />
      <TextInput
        label={t`Last Name`}
        withAsterisk
        autoComplete="off"
        value={values.lastName}
        onChange={set('lastName')}
        error={fieldError(errors, 'last_name')}
        maxLength={100}
      />
      <TextInput
        label={t`Email`}
        withAsterisk
        type="email"
        autoComplete="off"
        value={values.email}
        onChange={set('email')}
        error={fieldError(errors, 'email')}
        maxLength={254}
      />
      <TextInput
        label={t`Phone`}
        withAsterisk
        type="tel"
        autoComplete="off"
        value={values.phone}
        onChange={set('phone')}
        error={fieldError(errors, 'phone')}
        maxLength={50}
      />
    </SimpleGrid>
  );
}

/**
 * The user edit form (spec 2 §2 Users, §5): Username (editable only by administrators once the user
 * exists), First Name, Last Name, Email, Phone, and Pin for administrators; a PIN is sent only by
 * administrators (others send null); 422 errors show beside their fields.
 */
export function UserForm({ title, userId, initial, hasPin, otherDirty = false, onSaved, onCancel }: UserFormProps) {
  const { t } = useLingui();
  const { isAdmin, can } = usePermissions();
  const isNew = userId === null;
  const [values, setValues] = useState(initial);
  const [storeId, setStoreId] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateUser();
  const update = useUpdateUser();
  const stores = useStoresManagers();
  const roles = useStoreRoles(isNew);
  const dirty =
    storeId !== null ||
    roleId !== null ||
    (Object.keys(values) as (keyof UserFormValues)[]).some((key) => values[key] !== initial[key]);
  const { leaveFreely } = useUnsavedChanges(dirty || otherDirty);

  const storeOptions = (stores.data ?? [])
    .filter((entry) => can('users-create', entry.store.id))
    .map((entry) => ({ value: String(entry.store.id), label: storeLabel(entry.store) }));
  const roleOptions = (roles.data ?? [])
    .filter((role) => isAdmin || role.role !== 'ROLE_ADMIN')
    .map((role) => ({ value: String(role.id), label: roleName(role.name) }));

  const set = (key: keyof UserFormValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };
  const usernameEditable = isNew || isAdmin;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const body = {
      username: values.username.trim(),
      first_name: values.firstName,
      last_name: values.lastName,
      email: values.email,
      phone: values.phone,
      pin: isAdmin && values.pin.trim() ? values.pin.trim() : null,
    };
    const onError = (error: unknown) => setErrors(fieldErrorsOf(error));
    if (isNew) {
      create.mutate(
        { ...body, store_id: storeId ? Number(storeId) : null, role_id: roleId ? Number(roleId) : null },
        {
          onSuccess: (created) => {
            // The server's own words for a user saved and invited; anything else is a warning.
            if (!created.message || created.message === 'Successfully saved User')
              notifySuccess(created.message ?? t`Successfully saved User`);
            else notifyWarning(created.message);
            leaveFreely();
            onSaved({ id: created.id, username: body.username });
          },
          onError,
        },
      );
    } else {
      update.mutate(
        { id: userId, input: usernameEditable ? body : { ...body, username: initial.username } },
        {
          onSuccess: () => {
            notifySuccess(t`Successfully updated User`);
            leaveFreely();
            onSaved({ id: userId, username: usernameEditable ? body.username : initial.username });
          },
          onError,
        },
      );
    }
  };

  return (
    <Card padding="xl" maw={880}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Title order={1} size="h2" c="espresso.9">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label={t`Username`}
              withAsterisk
              autoComplete="off"
              value={values.username}
              onChange={set('username')}
              disabled={!usernameEditable}
              description={usernameEditable ? undefined : t`Only administrators change usernames`}
              error={fieldError(errors, 'username')}
              maxLength={100}
            />
          </SimpleGrid>
          <ContactFields values={values} set={set} errors={errors} />
          {isAdmin && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              <TextInput
                label={t`Pin`}
                inputMode="numeric"
                autoComplete="off"
                value={values.pin}
                onChange={set('pin')}
                placeholder={hasPin ? t`A PIN is set; leave blank to keep it` : t`4 to 8 digits`}
                description={t`The manager PIN sign-in; 4 to 8 digits, unique per person`}
                error={fieldError(errors, 'pin')}
                maxLength={8}
              />
            </SimpleGrid>
          )}
          {isNew && (
            <FirstPlace
              storeOptions={storeOptions}
              roleOptions={roleOptions}
              storeId={storeId}
              roleId={roleId}
              onStore={setStoreId}
              onRole={setRoleId}
              errors={errors}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={18} />}
              loading={create.isPending || update.isPending}
            >
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
