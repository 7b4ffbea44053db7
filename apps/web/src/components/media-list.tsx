import { useState } from 'react';
import { Anchor, Box, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import type { MediaFile } from '@dripp/contract/media';
import { mediaEndpoints } from '@dripp/contract/endpoints/media';
import { callData } from '../lib/endpoints';
import { notifySuccess } from '../lib/notify';
import { confirmDelete } from './confirm-delete';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';

export interface MediaListProps {
  files: MediaFile[];
  /** Called after a file was removed, so the page reloads its record (spec 1 §4). */
  onRemoved: () => void;
  /** Shows the Delete links (the server checks the owning record's edit permission again). */
  canDelete?: boolean;
  /** Names the list for screen readers, e.g. "Opening Shift media". */
  label?: string;
  /** A heading shown above the list (e.g. "Media"); nothing at all is shown while there are no files. */
  title?: string;
}

function filenameOf(url: string): string {
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last) || 'file';
  } catch {
    return last || 'file';
  }
}

/** A media file's own address (`/api/media/{id}/{filename}`) as the delete endpoint's path values. */
function mediaParams(url: string): { id: string; filename: string } {
  const [filename = '', id = ''] = (url.split('?')[0] ?? '').split('/').reverse();
  return { id, filename: decodeURIComponent(filename) };
}

/** Removes one media file named by its own URL; true when it is gone. */
async function removeMedia(url: string): Promise<boolean> {
  try {
    await callData(
      mediaEndpoints.remove,
      { params: mediaParams(url) },
      {
        fallback: t`Could not remove media content`,
      },
    );
    notifySuccess(t`Successfully removed media content`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Attached photos and videos (DESIGN §5 "Media"): images first as thumbnails that open full size,
 * then videos with their own controls; each with a Delete link that asks first.
 */
export function MediaList({ title, ...props }: MediaListProps) {
  if (title === undefined || props.files.length === 0) return <MediaGrid {...props} />;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {title}
      </Text>
      <MediaGrid {...props} />
    </Stack>
  );
}

function MediaGrid({ files, onRemoved, canDelete = true, label }: Omit<MediaListProps, 'title'>) {
  useLingui();
  const [removing, setRemoving] = useState<string | null>(null);
  if (files.length === 0) return null;
  // Spec 2 §9: media shows images before videos.
  const ordered = [...files.filter((f) => !f.is_video), ...files.filter((f) => f.is_video)];

  const askRemove = (file: MediaFile) => {
    const filename = filenameOf(file.url);
    confirmDelete({
      message: t`Are you sure you want to delete ${filename}?`,
      onConfirm: () => {
        setRemoving(file.url);
        void removeMedia(file.url).then((removed) => {
          setRemoving(null);
          if (removed) onRemoved();
        });
      },
    });
  };

  return (
    <Box
      role="list"
      aria-label={label ?? t`Attached media`}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 'var(--mantine-spacing-sm)',
      }}
    >
      {ordered.map((file) => {
        const name = filenameOf(file.url);
        return (
          <Paper key={file.url} withBorder radius="md" p={6} role="listitem">
            <Stack gap={6}>
              {file.is_video ? (
                <Box
                  component="video"
                  src={file.url}
                  controls
                  preload="metadata"
                  aria-label={name}
                  w="100%"
                  h={120}
                  bg="dark.9"
                  style={{ borderRadius: 'var(--mantine-radius-sm)', display: 'block' }}
                />
              ) : (
                <Anchor href={file.url} target="_blank" rel="noopener noreferrer" aria-label={t`Open ${name}`}>
                  <Image src={file.url} alt={name} h={120} w="100%" fit="cover" radius="sm" loading="lazy" />
                </Anchor>
              )}
              <Group justify="space-between" gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed" truncate="end" title={name} style={{ minWidth: 0 }}>
                  {name}
                </Text>
                {canDelete &&
                  (removing === file.url ? (
                    <Loader size={14} aria-label={t`Deleting`} />
                  ) : (
                    <Anchor
                      component="button"
                      type="button"
                      size="xs"
                      c="red.8"
                      fw={600}
                      onClick={() => askRemove(file)}
                      aria-label={t`Delete ${name}`}
                    >
                      <Trans>Delete</Trans>
                    </Anchor>
                  ))}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </Box>
  );
}
