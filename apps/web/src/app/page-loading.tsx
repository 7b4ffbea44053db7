import { Skeleton, Stack } from '@mantine/core';

/** Shown while a page's code arrives (pages are loaded on demand): the outline of a heading and content. */
export function PageLoading() {
  return (
    <Stack gap="md" p="md" role="status" aria-busy="true" aria-label="Loading page">
      <Skeleton height={32} width="40%" radius="sm" />
      <Skeleton height={16} width="70%" radius="sm" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}
