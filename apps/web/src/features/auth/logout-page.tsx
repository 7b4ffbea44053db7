import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { clearSession } from '../../lib/session';

/** /logout: clears every session cookie, then the login page (spec 3 §2.1). */
export function LogoutPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    queryClient.clear();
    navigate(paths.login.href(), { replace: true });
  }, [navigate, queryClient]);
  return (
    <Center mih="100dvh">
      <Loader aria-label="Signing out" />
    </Center>
  );
}
