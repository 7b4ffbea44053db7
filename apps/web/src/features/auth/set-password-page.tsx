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

const TEXT: Record<SetPasswordKind, { title: string; subtitle: string; button: string; success: string }> = {
  reset: {
    title: 'Reset password',
    subtitle: 'Choose a new password for your account.',
    button: 'Reset Password',
    success: 'You have successfully reset your password. Please continue to login.',
  },
  invite: {
    title: 'Create password',
    subtitle: 'Welcome to the Dripp Portal. Choose a password to finish setting up your account.',
    button: 'Create Password',
    success: 'You have successfully created a password. Please continue to login.',
  },
};

/** /reset-password/{code} and /user-invite/{code} (spec 2 §2); the server checks the password. */
export function SetPasswordPage({ kind }: { kind: SetPasswordKind }) {
  const text = TEXT[kind];
  useDocumentTitle(`${text.title} · Dripp Portal`);
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
    <AuthLayout title={text.title} subtitle={text.subtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPasswordValue(event.currentTarget.value)}
            error={fieldError(errors, 'password')}
            autoFocus
          />
          <PasswordInput
            label="Confirm password"
            name="password_confirm"
            autoComplete="new-password"
            value={passwordConfirm}
            onChange={(event) => setPasswordConfirm(event.currentTarget.value)}
            error={fieldError(errors, 'password_confirm')}
          />
          <Button type="submit" size="md" fullWidth loading={setPassword.isPending}>
            {text.button}
          </Button>
          <Anchor component={Link} to={paths.login.href()} size="sm" ta="center">
            Back to Login
          </Anchor>
        </Stack>
      </form>
      <Modal opened={done} onClose={() => navigate(paths.login.href())} title={text.title} closeOnClickOutside={false}>
        <Stack gap="lg">
          <Text>{text.success}</Text>
          <Button onClick={() => navigate(paths.login.href())}>Login</Button>
        </Stack>
      </Modal>
    </AuthLayout>
  );
}
