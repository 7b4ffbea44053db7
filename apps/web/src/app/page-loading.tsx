import { Skeleton, Stack } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** Shown while a page's code arrives (pages are loaded on demand): the outline of a heading and content. */
export function PageLoading() {
  const { t } = useLingui();
  return (
    <Stack gap="md" p="md" role="status" aria-busy="true" aria-label={t`Loading page`}>
      <Skeleton height={32} width="40%" radius="sm" />
      <Skeleton height={16} width="70%" radius="sm" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}
