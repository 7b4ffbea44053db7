import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MailPreview } from '@dripp/contract/mail-preview';
import type { ServiceTicket } from '@dripp/contract/service-ticket';
import type { PickedFile } from '../../components/upload-request';
import { uploadFields } from '../../components/upload-request';
import { fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { previewServiceTicket } from './api/preview-service-ticket';
import { useSaveServiceTicket } from './api/save-service-ticket';

/** The ticket's fields as the form shows them: the draft over what was saved. */
export interface TicketFields {
  urgency: number;
  requestBy: string;
  description: string;
  addressBookId: number | null;
}

interface TicketSendOptions {
  storeId: number;
  date: string;
  ticket: ServiceTicket;
  mayWrite: boolean;
  fields: TicketFields;
  file: PickedFile | null;
  /** After a save or send went through: what was typed is now the ticket. */
  onSaved: () => void;
}

function ticketBody({ urgency, description, requestBy, addressBookId }: TicketFields) {
  return {
    urgency: urgency === 2 ? 2 : 1,
    description,
    request_by: requestBy,
    address_book_id: addressBookId,
  } as const;
}

/** Save, and Submit through the mail review: one request at a time, refusals shown beside their fields. */
export function useTicketSend({ storeId, date, ticket, mayWrite, fields, file, onSaved }: TicketSendOptions) {
  const save = useSaveServiceTicket();
  const { t } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<'save' | 'review' | 'send' | null>(null);
  // The mail as it would leave, shown before Submit sends it (issue 33 §8).
  const [preview, setPreview] = useState<MailPreview | null>(null);
  // One request per Submit, however fast the second tap comes.
  const sending = useRef(false);

  const run = async (action: 'save' | 'send') => {
    if (!mayWrite) {
      notifyError(t`You are not authorized`);
      return;
    }
    if (sending.current) return;
    sending.current = true;
    setErrors({});
    setPending(action);
    if (file) setProgress(0);
    try {
      await save.mutateAsync({
        storeId,
        date,
        id: ticket.id,
        action,
        body: { ...ticketBody(fields), ...uploadFields(file) },
        onProgress: file ? setProgress : undefined,
        streamed: file,
      });
      notifySuccess(
        ticket.id == null
          ? t`Successfully saved new Service Ticket`
          : action === 'send'
            ? t`Successfully submitted Service Ticket`
            : t`Successfully updated Service Ticket`,
      );
      onSaved();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      sending.current = false;
      setProgress(null);
      setPending(null);
    }
  };

  /** Submit: shows the mail with the fields on screen; only the review's confirm sends it. */
  const review = async () => {
    if (!mayWrite) {
      notifyError(t`You are not authorized`);
      return;
    }
    if (sending.current || ticket.id == null) return;
    sending.current = true;
    setErrors({});
    setPending('review');
    try {
      setPreview(await previewServiceTicket(ticket.id, ticketBody(fields)));
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    } finally {
      sending.current = false;
      setPending(null);
    }
  };

  const confirmSend = async () => {
    await run('send');
    // Closed either way: a refusal shows beside its field, with everything typed still there.
    setPreview(null);
  };

  return {
    errors,
    pending,
    progress,
    preview,
    closePreview: () => setPreview(null),
    save: () => void run('save'),
    review: () => void review(),
    confirmSend: () => void confirmSend(),
  };
}
