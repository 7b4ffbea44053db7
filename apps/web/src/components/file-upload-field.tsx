import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, Image, Input, Paper, Progress, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileText, IconMovie, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { MediaExtension } from '@dripp/contract/media';
import { notifyError } from '../lib/notify';
import type { PickedFile } from './upload-request';
import '@mantine/dropzone/styles.layer.css';

const MIME_OF: Record<MediaExtension, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const PREVIEWABLE = new Set(['jpg', 'jpeg', 'png', 'gif', 'svg']);
/** Camera photos: shrunk on the device before upload. GIF (animation) and SVG keep their type. */
const PHOTOS = new Set(['jpg', 'jpeg', 'png']);
/** Photos above this size are shrunk; smaller ones are sent as they are. */
const SHRINK_ABOVE_BYTES = 300 * 1024;

const MB = 1024 * 1024;
/** The server's default limits; checked here too so a phone does not send 80 MB only to be refused.
 * A video sent as a data URL (pages without a streamed upload) shares the image limit. */
const MAX_IMAGE_BYTES = 10 * MB;
const MAX_VIDEO_BYTES = 100 * MB;

function acceptOf(extensions: readonly MediaExtension[]): Record<string, string[]> {
  const accept: Record<string, string[]> = {};
  for (const ext of extensions) (accept[MIME_OF[ext]] ??= []).push(`.${ext}`);
  return accept;
}

function extensionOf(name: string): string {
  return name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
}

function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a file was not taken: its kind's limit. */
function tooLarge(kind: 'video' | 'image' | 'document', size: string): string {
  if (kind === 'video') return t`The file is too large: a video may be up to ${size}`;
  if (kind === 'image') return t`The file is too large: an image may be up to ${size}`;
  return t`The file is too large: a document may be up to ${size}`;
}

/** The photo shrunk on the device (the compression library is loaded only now), or the file as it is. */
async function prepared(file: File, ext: string): Promise<File> {
  if (!PHOTOS.has(ext) || file.size <= SHRINK_ABOVE_BYTES) return file;
  try {
    const { shrinkPhoto } = await import('./shrink-photo');
    return await shrinkPhoto(file);
  } catch {
    // A photo the browser cannot decode goes as it is; the server decides on it.
    return file;
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export interface FileUploadProps {
  /** The allowed extensions, e.g. ATTACHMENT_EXTENSIONS (jpg, jpeg, png, gif, svg, mp4, mov). */
  extensions: readonly MediaExtension[];
  value: PickedFile | null;
  onChange: (file: PickedFile | null) => void;
  label?: string;
  /** Upload progress in percent while the save request is being sent; null when idle. */
  progress?: number | null;
  disabled?: boolean;
  /** The server's answer about the file (e.g. too large, not allowed), shown under the picker. */
  error?: ReactNode;
  /** The page sends a picked video by the streamed upload (up to the video limit) after its save. */
  streamVideos?: boolean;
}

/** A phone has no mouse to drop with or click: it is told to tap, and its picker offers the camera. */
const TOUCH = '(pointer: coarse)';
const PROMPTS: Record<'touch' | 'pointer', Record<'document' | 'video' | 'image', MessageDescriptor>> = {
  touch: {
    document: msg`Tap to choose a document`,
    video: msg`Tap to take or choose a photo or video`,
    image: msg`Tap to take or choose a photo`,
  },
  pointer: {
    document: msg`Drop a document here, or click to choose`,
    video: msg`Drop a photo or video here, or click to choose`,
    image: msg`Drop an image here, or click to choose`,
  },
};

function promptKind(extensions: readonly MediaExtension[]): 'document' | 'video' | 'image' {
  if (extensions.some((ext) => ext === 'pdf')) return 'document';
  return extensions.some((ext) => ext === 'mp4' || ext === 'mov') ? 'video' : 'image';
}

/**
 * A file picker (drop or click) that keeps one file, read as a data URL, until the form is saved;
 * while the save sends it, a progress bar shows how much has gone.
 */
export function FileUpload({
  extensions,
  value,
  onChange,
  label: givenLabel,
  progress = null,
  disabled,
  error,
  streamVideos = false,
}: FileUploadProps) {
  const { i18n } = useLingui();
  const label = givenLabel ?? t`Attach a file`;
  const [reading, setReading] = useState(false);
  const allowed = extensions.map((ext) => ext.toUpperCase()).join(', ');
  const dropPrompt = i18n._(PROMPTS[useMediaQuery(TOUCH) ? 'touch' : 'pointer'][promptKind(extensions)]);

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    const ext = extensionOf(chosen.name);
    if (!(extensions as readonly string[]).includes(ext)) {
      notifyError(t`Only ${allowed} files can be attached`);
      return;
    }
    const isVideo = ext === 'mp4' || ext === 'mov';
    setReading(true);
    try {
      const file = await prepared(chosen, ext);
      const limit = isVideo && streamVideos ? MAX_VIDEO_BYTES : MAX_IMAGE_BYTES;
      if (file.size > limit) {
        notifyError(tooLarge(isVideo ? 'video' : PREVIEWABLE.has(ext) ? 'image' : 'document', formatSize(limit)));
        return;
      }
      if (isVideo && streamVideos) {
        onChange({ file: '', filename: file.name, size: file.size, isVideo, stream: file });
        return;
      }
      onChange({ file: await readAsDataUrl(file), filename: file.name, size: file.size, isVideo });
    } catch {
      notifyError(t`The file could not be read`);
    } finally {
      setReading(false);
    }
  };

  const reject = (rejections: FileRejection[]) => {
    const name = rejections[0]?.file.name ?? t`The file`;
    notifyError(t`${name} cannot be attached: only ${allowed} files are allowed`);
  };

  const uploading = progress !== null;
  const percent = Math.round(progress ?? 0);
  const size = value ? formatSize(value.size) : '';
  const filename = value?.filename ?? '';

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {value ? (
          <Paper withBorder p="xs" radius="md">
            <Group gap="sm" wrap="nowrap">
              {value.isVideo ? (
                <ThemeIcon size={48} variant="light" radius="md">
                  <IconMovie size={26} />
                </ThemeIcon>
              ) : PREVIEWABLE.has(extensionOf(value.filename)) ? (
                <Image src={value.file} alt="" w={48} h={48} radius="md" fit="cover" />
              ) : (
                <ThemeIcon size={48} variant="light" radius="md">
                  <IconFileText size={26} />
                </ThemeIcon>
              )}
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate="end">
                  {value.filename}
                </Text>
                <Text size="xs" c="dimmed">
                  {uploading ? t`Uploading… ${percent}%` : t`${size} · sent when you save`}
                </Text>
              </Stack>
              {!uploading && (
                <Tooltip label={t`Remove file`}>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    onClick={() => onChange(null)}
                    aria-label={t`Remove ${filename}`}
                    disabled={disabled}
                  >
                    <IconX size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
            {uploading && (
              <Progress
                value={progress}
                mt="xs"
                size="sm"
                animated={progress < 100}
                aria-label={t`Upload progress of ${filename}`}
              />
            )}
          </Paper>
        ) : (
          <Dropzone
            onDrop={(files) => void pick(files[0])}
            onReject={reject}
            accept={acceptOf(extensions)}
            multiple={false}
            loading={reading}
            disabled={disabled}
            useFsAccessApi={false}
            radius="md"
            inputProps={{ 'aria-label': label }}
          >
            <Group justify="center" gap="sm" wrap="nowrap" mih={56} style={{ pointerEvents: 'none' }}>
              <Dropzone.Accept>
                <IconUpload size={30} stroke={1.5} color="var(--mantine-color-espresso-6)" />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={30} stroke={1.5} color="var(--mantine-color-red-6)" />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={30} stroke={1.5} color="var(--mantine-color-dimmed)" />
              </Dropzone.Idle>
              <div>
                <Text size="sm" fw={500}>
                  {dropPrompt}
                </Text>
                <Text size="xs" c="dimmed">
                  {allowed}
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
