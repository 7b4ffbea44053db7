import { useState, type FormEvent } from 'react';
import { Anchor, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18n } from '../../i18n/i18n';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { AuthLayout } from './auth-layout';
import { useForgotPassword } from './api/forgot-password';
import './dialog-styles.css';

const FALLBACK = msg`Password reset failed`;

/** A server message is shown only when it is shorter than 50 characters (spec 2 §8). */
function forgotPasswordError(error: unknown): string {
  const message = error instanceof ApiError ? error.message : '';
  return message && message.length < 50 ? message : i18n._(FALLBACK);
}

/** /forgot-password (spec 2 §2). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot password · Dripp Portal`);
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return;
    forgot.mutate(
      { email: email.trim() },
      { onSuccess: () => setSent(true), onError: (error) => notifyError(forgotPasswordError(error)) },
    );
  };

  return (
    <AuthLayout
      title={t`Forgot password`}
      subtitle={t`Enter your email and we will send you a link to reset your password.`}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            required
            autoFocus
          />
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            <Trans>Submit</Trans>
          </Button>
          <Anchor component={Link} to={paths.login.href()} size="sm" ta="center">
            <Trans>Back to Login</Trans>
          </Anchor>
        </Stack>
      </form>
      <Modal opened={sent} onClose={() => setSent(false)} title={t`Check your email`}>
        <Stack gap="lg">
          <Text>
            <Trans>If an account exists for this email, a link to reset your password is on its way.</Trans>
          </Text>
          <Button onClick={() => navigate(paths.login.href())}>
            <Trans>Login</Trans>
          </Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}
