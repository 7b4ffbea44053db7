import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useDemoNotice } from './api/demo-notice';
import { AuthLayout } from './auth-layout';
import { releaseLoginFirstPaint, restoreTyped } from './login-first-paint';
import { useSignIn } from './use-sign-in';
import { Trans, useLingui } from '@lingui/react/macro';

/** /login (spec 2 §2, §4). */
export function LoginPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Login · Dripp Portal`);
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [tried, setTried] = useState(false);
  const demo = useDemoNotice().data?.demo === true;
  const form = useRef<HTMLFormElement>(null);
  const [sendTyped, setSendTyped] = useState(false);

  // The page's HTML painted this form first (docs/decisions/261): the app's own takes over what was
  // typed into it, and the field and caret that had the focus, before the browser paints again; a
  // press of Login that came before the app is sent once the form holds what was typed.
  useLayoutEffect(() => {
    const typed = releaseLoginFirstPaint();
    if (!typed || !form.current) return;
    restoreTyped(form.current, typed);
    setUsername(typed.username);
    setPassword(typed.password);
    setRememberMe(typed.rememberMe);
    setSendTyped(typed.sent);
  }, []);
  useEffect(() => {
    if (!sendTyped) return;
    setSendTyped(false);
    form.current?.requestSubmit();
  }, [sendTyped]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Sent only when both fields are filled in (spec 2 §5).
    setTried(true);
    if (!username.trim() || !password) return;
    signIn.mutate(
      { username: username.trim(), password, remember_me: rememberMe },
      { onSuccess: () => navigate(paths.home.href(), { replace: true }) },
    );
  };

  return (
    <AuthLayout title={t`Management Portal`} subtitle={t`Sign in to run your store's day.`}>
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="md">
          {demo && (
            <Alert color="yellow" title={t`Demo portal`} role="note">
              <Trans>
                This portal holds the demo accounts and their published password. Use it to try the portal, not for a
                real store&apos;s records.
              </Trans>
            </Alert>
          )}
          <TextInput
            label={t`Username or Email`}
            name="username"
            autoComplete="username"
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
            required
            error={tried && !username.trim() ? t`Enter your username or email` : undefined}
            autoFocus
          />
          <PasswordInput
            label={t`Password`}
            visibilityToggleButtonProps={{ 'aria-label': t`Toggle password visibility` }}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            required
            error={tried && !password ? t`Enter your password` : undefined}
          />
          <Group justify="space-between" align="center">
            <Checkbox
              label={t`Remember me`}
              name="remember_me"
              checked={rememberMe}
              onChange={(event) => setRememberMe(event.currentTarget.checked)}
            />
            <Anchor component={Link} to={paths.forgotPassword.href()} size="sm">
              <Trans>Forgot password?</Trans>
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
            <Trans>Login</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
