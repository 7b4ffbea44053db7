import { Box, Image, SimpleGrid } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { MediaFile } from '@dripp/contract/media';

function nameOf(url: string): string {
  const last = url.split('?')[0]?.split('/').pop() ?? '';
  try {
    return (
      decodeURIComponent(last)
        .replace(/\.[^.]+$/, '')
        .replace(/[-_]+/g, ' ') || 'picture'
    );
  } catch {
    return 'picture';
  }
}

export interface MediaGalleryProps {
  files: MediaFile[];
  /** What the pictures show, for their alternative text ("Bar layout"). */
  subject: string;
  /** Columns at wide widths; one column on phones. */
  columns?: number;
}

/**
 * Read-only pictures and videos of a record, images first then videos (spec 2 §9), at a size a
 * barista can read on a phone; each image opens full size.
 */
export function MediaGallery({ files, subject, columns = 2 }: MediaGalleryProps) {
  const { t } = useLingui();
  const videoLabel = (position: number) => t`${subject}: video ${position}`;
  if (files.length === 0) return null;
  const ordered = [...files.filter((f) => !f.is_video), ...files.filter((f) => f.is_video)];
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(columns, ordered.length) }} spacing="sm">
      {ordered.map((file, index) =>
        file.is_video ? (
          <Box
            key={file.url}
            component="video"
            src={file.url}
            controls
            preload="metadata"
            playsInline
            aria-label={videoLabel(index + 1)}
            w="100%"
            bg="dark.9"
            style={{ borderRadius: 'var(--mantine-radius-md)', display: 'block', maxHeight: 420 }}
          />
        ) : (
          <a key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
            <Image
              src={file.url}
              alt={`${subject}: ${nameOf(file.url)}`}
              radius="md"
              fit="contain"
              w="100%"
              mah={420}
              bg="gray.0"
              loading="lazy"
              // The box is sized before the picture arrives, so what follows it (an Expand link) stays put.
              style={{ aspectRatio: '4 / 3' }}
            />
          </a>
        ),
      )}
    </SimpleGrid>
  );
}
