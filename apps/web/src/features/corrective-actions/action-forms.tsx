import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconCheck, IconMessagePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACTION_TEXT_MAX, type Action } from '@dripp/contract/corrective-actions';
import type { MediaExtension } from '@dripp/contract/media';
import { FileUpload } from '../../components/file-upload';
import { uploadFields, type PickedFile } from '../../components/upload-request';
import { ApiError, fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCommentOnAction } from './api/comment-on-action';
import { actionQuery } from './api/get-action';
import { useMoveAction } from './api/move-action';

/*
 * The action page's small forms: Mark done (with the note or photo closing needs), Reopen (with a
 * reason), and a comment with an optional photo. They share one way of holding their text, photo,
 * progress and refusal.
 */

/** Camera photos only: the evidence of a fix is a picture of it. */
const PHOTO_EXTENSIONS: readonly MediaExtension[] = ['jpg', 'jpeg', 'png'];

/** What a refused move or comment said, when it is not about one field (those show on the field). */
function formProblem(error: unknown, errors: FieldErrors, fields: string[]): string | null {
  if (!(error instanceof ApiError)) return null;
  return fields.some((field) => errors[field]) ? null : error.message;
}

function Problem({ message }: { message: string | null }) {
  const { t } = useLingui();
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title={t`Not saved`}>
      {message}
    </Alert>
  );
}

/** The text, photo, progress and refusal of one of the page's small forms. */
function useNoteForm(fields: string[]) {
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  return {
    text,
    setText,
    photo,
    setPhoto,
    progress,
    setProgress,
    errors,
    problem,
    /** Shows what the form itself found missing; true when nothing is. */
    check(missing: FieldErrors): boolean {
      setErrors(missing);
      setProblem(null);
      return Object.keys(missing).length === 0;
    },
    refused(error: unknown) {
      const found = fieldErrorsOf(error);
      setErrors(found);
      setProblem(formProblem(error, found, fields));
    },
  };
}
type NoteForm = ReturnType<typeof useNoteForm>;

interface NoteFieldsProps {
  form: NoteForm;
  /** The server's name of the text, where its errors are keyed. */
  field: string;
  label: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  minRows: number;
  withPhoto: boolean;
  pending: boolean;
  autoFocus?: boolean;
}

/** The text, the optional photo and what the server refused, as every form of the page shows them. */
function NoteFields({ form, field, label, withPhoto, pending, autoFocus, ...text }: NoteFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <Textarea
        label={label}
        description={text.description}
        placeholder={text.placeholder}
        value={form.text}
        onChange={(event) => form.setText(event.currentTarget.value)}
        autosize
        minRows={text.minRows}
        maxLength={ACTION_TEXT_MAX}
        required={text.required}
        error={fieldError(form.errors, field)}
        data-autofocus={autoFocus || undefined}
      />
      {withPhoto && (
        <FileUpload
          label={t`Photo`}
          extensions={PHOTO_EXTENSIONS}
          value={form.photo}
          onChange={form.setPhoto}
          progress={form.progress}
          disabled={pending}
          error={fieldError(form.errors, 'file') ?? fieldError(form.errors, 'filename')}
        />
      )}
      <Problem message={form.problem} />
    </>
  );
}

function FormOf({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A move that carries a note (Done, Reopen); a refusal because someone moved it first reloads it. */
function useNoteMove(action: Action, form: NoteForm, onClose: () => void) {
  const client = useQueryClient();
  const move = useMoveAction();
  const send = (body: { move: 'done' | 'reopen'; note: string } & ReturnType<typeof uploadFields>, done: string) => {
    if (form.photo) form.setProgress(0);
    move.mutate(
      { id: action.id, body, onProgress: form.photo ? form.setProgress : undefined },
      {
        onSuccess: () => {
          notifySuccess(done);
          onClose();
        },
        onError: (error) => {
          form.refused(error);
          if (error instanceof ApiError && error.status === 409) void client.invalidateQueries(actionQuery(action.id));
        },
        onSettled: () => form.setProgress(null),
      },
    );
  };
  return { send, pending: move.isPending };
}

function CancelAnd({ onClose, pending, children }: { onClose: () => void; pending: boolean; children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onClose} disabled={pending}>
        <Trans>Cancel</Trans>
      </Button>
      {children}
    </Group>
  );
}

/** The note and photo that close an action; `evidence` says which of them closing needs. */
export function DoneForm({ action, onClose }: { action: Action; onClose: () => void }) {
  const { t } = useLingui();
  const form = useNoteForm(['note', 'file', 'filename']);
  const { send, pending } = useNoteMove(action, form, onClose);
  const needsNote = action.evidence === 'note';
  const needsPhoto = action.evidence === 'photo';

  const submit = () => {
    const missing: FieldErrors = {};
    if (needsNote && !form.text.trim()) missing.note = [t`Write what was done`];
    if (needsPhoto && !form.photo) missing.file = [t`Add a photo of the fix`];
    if (form.check(missing))
      send({ move: 'done', note: form.text.trim(), ...uploadFields(form.photo) }, t`The action is done`);
  };

  return (
    <FormOf onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          {needsPhoto
            ? t`Closing this action needs a photo of the fix.`
            : needsNote
              ? t`Closing this action needs a note of what was done.`
              : t`Add a note or a photo if they help whoever verifies it.`}
        </Text>
        <NoteFields
          form={form}
          field="note"
          label={t`Note`}
          placeholder={t`What was done`}
          minRows={3}
          required={needsNote}
          withPhoto
          pending={pending}
          autoFocus
        />
        <CancelAnd onClose={onClose} pending={pending}>
          <Button type="submit" loading={pending} leftSection={<IconCheck size={16} />}>
            <Trans>Mark done</Trans>
          </Button>
        </CancelAnd>
      </Stack>
    </FormOf>
  );
}

/** Reopening says why: the reason goes to whoever works on it next. */
export function ReopenForm({ action, onClose }: { action: Action; onClose: () => void }) {
  const { t } = useLingui();
  const form = useNoteForm(['note']);
  const { send, pending } = useNoteMove(action, form, onClose);

  const submit = () => {
    if (form.check(form.text.trim() ? {} : { note: [t`Say why the action is reopened`] }))
      send({ move: 'reopen', note: form.text.trim() }, t`The action is reopened`);
  };

  return (
    <FormOf onSubmit={submit}>
      <Stack gap="md">
        <NoteFields
          form={form}
          field="note"
          label={t`Reason`}
          description={t`What is still wrong`}
          minRows={3}
          required
          withPhoto={false}
          pending={pending}
          autoFocus
        />
        <CancelAnd onClose={onClose} pending={pending}>
          <Button type="submit" color="red" loading={pending} leftSection={<IconArrowBackUp size={16} />}>
            <Trans>Reopen</Trans>
          </Button>
        </CancelAnd>
      </Stack>
    </FormOf>
  );
}

/** A comment and/or a photo, added at once. */
export function CommentBox({ action }: { action: Action }) {
  const { t } = useLingui();
  const comment = useCommentOnAction();
  const form = useNoteForm(['body', 'file', 'filename']);
  const { leaveFreely } = useUnsavedChanges(form.text.trim() !== '' || form.photo !== null);

  const submit = () => {
    if (!form.check(form.text.trim() || form.photo ? {} : { body: [t`Write a comment or add a photo`] })) return;
    if (form.photo) form.setProgress(0);
    comment.mutate(
      {
        id: action.id,
        body: { body: form.text.trim(), ...uploadFields(form.photo) },
        onProgress: form.photo ? form.setProgress : undefined,
      },
      {
        onSuccess: () => {
          leaveFreely();
          form.setText('');
          form.setPhoto(null);
        },
        onError: form.refused,
        onSettled: () => form.setProgress(null),
      },
    );
  };

  return (
    <FormOf onSubmit={submit}>
      <Stack gap="sm">
        <NoteFields
          form={form}
          field="body"
          label={t`Add a comment`}
          minRows={2}
          withPhoto
          pending={comment.isPending}
        />
        <Group justify="flex-end">
          <Button
            type="submit"
            variant="default"
            loading={comment.isPending}
            leftSection={<IconMessagePlus size={16} />}
          >
            <Trans>Add comment</Trans>
          </Button>
        </Group>
      </Stack>
    </FormOf>
  );
}
