import { useState, type FormEvent } from 'react';
import { Anchor, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { clearErrorToasts } from '../../lib/notify';
import { AuthLayout } from './auth-layout';
import { useSetPassword, type SetPasswordKind } from './api/set-password';
import './dialog-styles.css';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const TEXT: Record<SetPasswordKind, Record<'title' | 'subtitle' | 'button' | 'success', MessageDescriptor>> = {
  reset: {
    title: msg`Reset password`,
    subtitle: msg`Choose a new password for your account.`,
    button: msg`Reset Password`,
    success: msg`You have successfully reset your password. Please continue to login.`,
  },
  invite: {
    title: msg`Create password`,
    subtitle: msg`Welcome to the Dripp Portal. Choose a password to finish setting up your account.`,
    button: msg`Create Password`,
    success: msg`You have successfully created a password. Please continue to login.`,
  },
};

/** /reset-password/{code} and /user-invite/{code} (spec 2 §2); the server checks the password. */
export function SetPasswordPage({ kind }: { kind: SetPasswordKind }) {
  const { t, i18n } = useLingui();
  const text = TEXT[kind];
  const title = i18n._(text.title);
  useDocumentTitle(t`${title} · Dripp Portal`);
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const setPassword = useSetPassword(kind);
  const [password, setPasswordValue] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setPassword.mutate(
      { code, password, password_confirm: passwordConfirm },
      {
        onSuccess: () => {
          // A failed try's toast would otherwise sit over the dialog that says it worked.
          clearErrorToasts();
          setDone(true);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  return (
    <AuthLayout title={title} subtitle={i18n._(text.subtitle)}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label={t`Password`}
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPasswordValue(event.currentTarget.value)}
            error={fieldError(errors, 'password')}
            autoFocus
          />
          <PasswordInput
            label={t`Confirm password`}
            name="password_confirm"
            autoComplete="new-password"
            value={passwordConfirm}
            onChange={(event) => setPasswordConfirm(event.currentTarget.value)}
            error={fieldError(errors, 'password_confirm')}
          />
          <Button type="submit" size="md" fullWidth loading={setPassword.isPending}>
            {i18n._(text.button)}
          </Button>
          <Anchor component={Link} to={paths.login.href()} size="sm" ta="center">
            <Trans>Back to Login</Trans>
          </Anchor>
        </Stack>
      </form>
      <Modal opened={done} onClose={() => navigate(paths.login.href())} title={title} closeOnClickOutside={false}>
        <Stack gap="lg">
          <Text>{i18n._(text.success)}</Text>
          <Button onClick={() => navigate(paths.login.href())}>
            <Trans>Login</Trans>
          </Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}
