import { useState, type FormEvent } from 'react';
import { Button, Card, Center, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { clearErrorToasts } from '../../lib/notify';
import { startManagementSession, useSession } from '../../lib/session';
import { useManagerLogin } from './api/manager-login';
import { Trans, useLingui } from '@lingui/react/macro';

/** /management/login: a manager's PIN gives a management token (spec 2 §2). */
export function ManagerLoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Manager Login · Dripp Portal`);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const login = useManagerLogin();
  const [pin, setPin] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sent only when the PIN is not blank (spec 2 §5).
    if (!pin.trim()) return;
    login.mutate(
      { pin: pin.trim(), token: session.token },
      {
        onSuccess: ({ token, userRolePermissionData }) => {
          queryClient.clear();
          clearErrorToasts();
          startManagementSession({ token, permissions: userRolePermissionData });
          navigate(paths.newOrders.href());
        },
        onError: () => setPin(''),
      },
    );
  };

  return (
    <Center py={{ base: 'md', sm: 'xl' }}>
      <Card w="100%" maw={420} padding="xl">
        <Stack align="center" gap="xs" mb="lg">
          <ThemeIcon size={52} radius="xl" variant="light">
            <IconKey size={28} />
          </ThemeIcon>
          <Title order={1} size="h2" c="espresso.9">
            <Trans>Manager Login</Trans>
          </Title>
          <Text c="dimmed" size="sm" ta="center">
            <Trans>Enter your manager PIN to open the management tools.</Trans>
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <PasswordInput
              label={t`Pin`}
              name="pin"
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              value={pin}
              onChange={(event) => setPin(event.currentTarget.value)}
              autoFocus
            />
            <Button type="submit" size="md" fullWidth loading={login.isPending}>
              <Trans>Login</Trans>
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
