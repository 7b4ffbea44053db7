import { Alert, Radio, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { READING_FIX_LABELS, RECHECK_AFTER_MINUTES, type ReadingFix } from '@dripp/contract/food-safety-labels';
import type { MediaExtension } from '@dripp/contract/media';
import { FileUpload } from '../../components/file-upload';
import { fieldError } from '../../lib/api-client';
import type { ReadingForm } from './use-reading-form';

/** Camera photos only: the evidence of a fix is a picture of it (as a corrective action's). */
const PHOTO_EXTENSIONS: readonly MediaExtension[] = ['jpg', 'jpeg', 'png'];

/**
 * Out of range: the sheet says so, and asks what was done, from the chain's list, with a note and
 * the photo the chain may require. The reading cannot be saved without them.
 */
export function FixFields({
  form,
  fixes,
  photoRequired,
  limits,
}: {
  form: ReadingForm;
  fixes: readonly ReadingFix[];
  photoRequired: boolean;
  limits: string;
}) {
  const { t, i18n } = useLingui();
  const minutes = RECHECK_AFTER_MINUTES;
  return (
    <Stack gap="md" data-out-of-range>
      <Alert color="red" variant="filled" icon={<IconAlertTriangle size={22} />} title={t`Out of range`} role="alert">
        <Trans>
          Allowed: {limits}. Say what was done before saving: a corrective action is raised and the unit is checked
          again in {minutes} minutes.
        </Trans>
      </Alert>
      <Radio.Group
        label={t`What was done`}
        withAsterisk
        value={form.fix}
        onChange={(value) => form.setFix(value as ReadingFix)}
        error={fieldError(form.errors, 'fix')}
      >
        <Stack gap="xs" mt={6}>
          {fixes.map((fix) => (
            <Radio.Card key={fix} value={fix} radius="md" p="sm" mih={48} data-fix={fix}>
              <Text fw={500} size="md">
                <Radio.Indicator style={{ display: 'inline-flex', verticalAlign: 'middle', marginRight: 10 }} />
                {i18n._(READING_FIX_LABELS[fix])}
              </Text>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t`Note`}
        description={t`What you did, and what you saw`}
        withAsterisk
        value={form.note}
        onChange={(event) => form.setNote(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={1000}
        error={fieldError(form.errors, 'fix_note')}
      />
      <FileUpload
        label={photoRequired ? t`Photo (required)` : t`Photo (optional)`}
        extensions={PHOTO_EXTENSIONS}
        value={form.photo}
        onChange={form.setPhoto}
        disabled={form.saving}
        error={fieldError(form.errors, 'photo')}
      />
    </Stack>
  );
}
