import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_IMAGE_EXTENSIONS } from '@dripp/contract/products';

export interface PickedImage {
  /** The file as a data URL, as the API takes it (spec 2 §5). */
  file: string;
  filename: string;
}

// The server's default image limit (DESIGN §5); refusing here spares a long upload that would fail.
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/gif,image/svg+xml,.jpg,.jpeg,.png,.gif,.svg';

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The product image: the current one, or a newly chosen jpeg, jpg, png, gif or svg shown before
 * it is saved. `value` null keeps the stored image.
 */
export function ProductImagePicker({
  currentUrl,
  value,
  onChange,
  error,
}: {
  currentUrl: string | null;
  value: PickedImage | null;
  onChange: (image: PickedImage | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = value?.file ?? currentUrl;

  const pick = async (file: File | null) => {
    if (!file) return;
    setProblem(null);
    const ext = extensionOf(file.name);
    if (!(PRODUCT_IMAGE_EXTENSIONS as readonly string[]).includes(ext)) {
      const extensions = PRODUCT_IMAGE_EXTENSIONS.join(', ');
      setProblem(t`Choose a ${extensions} image`);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setProblem(t`The image is larger than 10 MB`);
      return;
    }
    try {
      onChange({ file: await readAsDataUrl(file), filename: file.name });
    } catch {
      setProblem(t`The file could not be read`);
    }
  };

  const message = problem ?? error;
  const filename = value?.filename;

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} component="span" id="product-image-label">
        <Trans>Image</Trans>
      </Text>
      <Group align="center" gap="md" wrap="nowrap">
        <div
          style={{
            width: 112,
            height: 112,
            flex: '0 0 auto',
            borderRadius: 'var(--mantine-radius-md)',
            border: `1px ${preview ? 'solid' : 'dashed'} var(--mantine-color-gray-4)`,
            background: '#fff',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <img
              src={preview}
              alt={value ? t`Preview of ${filename}` : t`Current product image`}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <IconPhoto size={36} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </div>
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton onChange={(file) => void pick(file)} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} />}
                  aria-describedby="product-image-label"
                >
                  {preview ? t`Replace image` : t`Upload image`}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button variant="subtle" color="gray" leftSection={<IconX size={16} />} onClick={() => onChange(null)}>
                <Trans>Undo</Trans>
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {value ? t`${filename} will be saved with the product` : t`JPEG, JPG, PNG, GIF or SVG, up to 10 MB`}
          </Text>
          {message && (
            <Text size="xs" c="red" role="alert">
              {message}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}
