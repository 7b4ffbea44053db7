import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { endManagementSession } from '../../lib/session';
import { useLingui } from '@lingui/react/macro';

/** /management/logout: drops the management token and its permissions, then home (spec 2 §2). */
export function ManagerLogoutPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    endManagementSession();
    // Answers fetched with the management token may show more than the user's own rights allow.
    queryClient.clear();
    navigate(paths.home.href(), { replace: true });
  }, [navigate, queryClient]);
  return (
    <Center py="xl">
      <Loader aria-label={t`Signing out of management`} />
    </Center>
  );
}
