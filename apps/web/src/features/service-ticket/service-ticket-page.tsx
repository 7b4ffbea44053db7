import { useRef, useState } from 'react';
import { Button, Card, Grid, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import type { MailPreview } from '@dripp/contract/mail-preview';
import { URGENCIES, type ServiceTicket } from '@dripp/contract/service-ticket';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FileUpload } from '../../components/file-upload';
import { uploadFields, type PickedFile } from '../../components/upload-request';
import { Forbidden } from '../../components/forbidden';
import { MailReview } from '../../components/mail-review';
import { MediaList } from '../../components/media-list';
import { LoadFailed } from '../../components/not-loaded';
import { RichTextEditor } from '../../components/rich-text-editor';
import { StorePageHeader } from '../../components/store-page-header';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { displayDateTime } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useRewriteAddress, useStoreDay } from '../../lib/use-store-day';
import { useShownStoreZone } from '../../lib/use-store-zone';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useAddressBookDetails } from './api/get-address-book-details';
import { serviceTicketQuery, useServiceTicket } from './api/get-service-ticket';
import { previewServiceTicket } from './api/preview-service-ticket';
import { useSaveServiceTicket } from './api/save-service-ticket';

const VIEW = 'service-providers-view';
/** Creating, saving and sending a ticket (decision 016). */
const WRITE = 'help-desk-history-create';

interface Draft {
  urgency?: number;
  requestBy?: string;
  description?: string;
  addressBookId?: number | null;
}

/** When and to whom it went, on the store's clock (named where the browser's differs). */
function sentLine(sent: NonNullable<ServiceTicket['sent']>, timeZone: string | undefined): string {
  const when = displayDateTime(sent.at, timeZone);
  return `Sent to ${sent.to} on ${when}${sent.by ? ` by ${sent.by}` : ''}`;
}

function TicketForm({
  storeId,
  date,
  ticket,
  mayWrite,
}: {
  storeId: number;
  date: string;
  ticket: ServiceTicket;
  mayWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const providers = useAddressBookDetails(storeId);
  const zone = useShownStoreZone();
  const save = useSaveServiceTicket();
  const [draft, setDraft] = useState<Draft>({});
  const [file, setFile] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<'save' | 'review' | 'send' | null>(null);
  // The mail as it would leave, shown before Submit sends it (issue 33 §8).
  const [preview, setPreview] = useState<MailPreview | null>(null);

  const urgency = draft.urgency ?? ticket.urgency;
  const requestBy = draft.requestBy ?? ticket.requestBy;
  const description = draft.description ?? ticket.description;
  const addressBookId = draft.addressBookId !== undefined ? draft.addressBookId : ticket.addressBookId;
  const dirty = Object.keys(draft).length > 0 || file !== null;
  useUnsavedChanges(dirty);

  const groups = providers.data ?? [];
  // Each provider once, under its first category; one without an email cannot receive a ticket.
  const listed = new Set<number>();
  const pickerData = groups
    .map((group) => ({
      group: group.name,
      items: group.resources
        .filter((r) => !listed.has(r.id) && listed.add(r.id))
        .map((r) => ({
          value: String(r.id),
          label: r.email ? `${r.name} (${r.contact_name || r.email})` : `${r.name} (no email: cannot receive tickets)`,
          disabled: !r.email,
        })),
    }))
    .filter((group) => group.items.length > 0);
  const pickedValue = addressBookId == null ? null : String(addressBookId);
  // One request per Submit, however fast the second tap comes.
  const sending = useRef(false);

  const run = async (action: 'save' | 'send') => {
    if (!mayWrite) {
      notifyError('You are not authorized');
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
        body: {
          urgency: urgency === 2 ? 2 : 1,
          description,
          request_by: requestBy,
          address_book_id: addressBookId,
          ...uploadFields(file),
        },
        onProgress: file ? setProgress : undefined,
        streamed: file,
      });
      notifySuccess(
        ticket.id == null
          ? 'Successfully saved new Service Ticket'
          : action === 'send'
            ? 'Successfully submitted Service Ticket'
            : 'Successfully updated Service Ticket',
      );
      setDraft({});
      setFile(null);
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
      notifyError('You are not authorized');
      return;
    }
    if (sending.current || ticket.id == null) return;
    sending.current = true;
    setErrors({});
    setPending('review');
    try {
      setPreview(
        await previewServiceTicket(ticket.id, {
          urgency: urgency === 2 ? 2 : 1,
          description,
          request_by: requestBy,
          address_book_id: addressBookId,
        }),
      );
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

  const busy = pending !== null;

  return (
    <Card padding="lg" component="section" aria-label="Service Ticket">
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              {providers.isPending ? (
                <Skeleton height={60} />
              ) : (
                <Select
                  label="Service provider"
                  placeholder={groups.length ? 'Select a provider' : 'No providers in the Address Book'}
                  data={pickerData}
                  value={pickedValue}
                  onChange={(value) => setDraft((d) => ({ ...d, addressBookId: value ? Number(value) : null }))}
                  searchable
                  clearable
                  nothingFoundMessage="No providers found"
                  error={fieldError(errors, 'address_book_id')}
                  description={
                    <>
                      Providers come from the store&apos;s{' '}
                      <Link to={paths.addressBook.href()} style={{ color: 'inherit' }}>
                        Address Book
                      </Link>
                    </>
                  }
                  comboboxProps={{ withinPortal: true }}
                />
              )}
              <Select
                label="Urgency"
                data={URGENCIES.map((u) => ({ value: String(u.value), label: u.label }))}
                value={String(urgency)}
                onChange={(value) => value && setDraft((d) => ({ ...d, urgency: Number(value) }))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label="Request By (Name)"
                value={requestBy}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDraft((d) => ({ ...d, requestBy: value }));
                }}
                maxLength={200}
                autoComplete="name"
                error={fieldError(errors, 'request_by')}
              />
              <FileUpload
                label="Photo or video"
                extensions={ATTACHMENT_EXTENSIONS}
                value={file}
                onChange={setFile}
                progress={progress}
                disabled={busy}
                streamVideos
              />
              <MediaList
                files={ticket.files}
                canDelete={mayWrite}
                label="Service ticket media"
                onRemoved={() =>
                  void queryClient.invalidateQueries({ queryKey: serviceTicketQuery(storeId, date).queryKey })
                }
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RichTextEditor
              label="Description"
              value={description}
              onChange={(html) => setDraft((d) => ({ ...d, description: html }))}
              disabled={busy}
              minHeight={220}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" gap="sm">
          {ticket.id == null && (
            <Text size="sm" c="dimmed" mr="auto">
              Save the ticket first, then Submit sends it to the provider.
            </Text>
          )}
          <Button
            variant="default"
            onClick={() => void run('save')}
            loading={pending === 'save'}
            disabled={busy || (!dirty && ticket.id != null)}
            leftSection={<IconDeviceFloppy size={18} />}
          >
            Save
          </Button>
          {ticket.sent && !dirty ? (
            // Sent and unchanged since: the sending replaces the button, so it cannot go twice.
            <Text size="sm" fw={500} c="teal.9" data-sent-line>
              {sentLine(ticket.sent, zone)}
            </Text>
          ) : (
            <Button
              onClick={() => void review()}
              loading={pending === 'review'}
              disabled={busy || ticket.id == null}
              leftSection={<IconSend size={18} />}
            >
              {ticket.sent ? 'Submit again' : 'Submit'}
            </Button>
          )}
        </Group>
      </Stack>
      <MailReview
        opened={preview !== null}
        title="Send this service ticket?"
        preview={preview}
        files={[
          ...(preview?.files ?? []).map((f) => ({ name: f.name, note: 'linked' })),
          ...(file ? [{ name: file.filename, note: 'uploaded and linked when sent' }] : []),
        ]}
        sending={pending === 'send'}
        confirmLabel="Send ticket"
        backLabel="Back to the ticket"
        onConfirm={() => void confirmSend()}
        onClose={() => setPreview(null)}
      />
    </Card>
  );
}

/** /management/service-ticket[/{store}/{date}] (spec 1 §2 "Service Ticket"). */
export function ServiceTicketPage() {
  useDocumentTitle('Service Ticket · Dripp Portal');
  const day = useStoreDay(VIEW, paths.serviceTicket.href);
  const { storeId, date } = day;
  const { can } = usePermissions();
  const ticket = useServiceTicket(day.loadStoreId, date);
  useRewriteAddress(ticket.isSuccess, day);

  if (!day.canView) return <Forbidden storeSpecific={day.storeSpecific} />;

  const loading = day.isLoadingWith(ticket.isPending);
  const failure = day.failureWith(ticket);
  return (
    <Stack gap="lg">
      <StorePageHeader title="Service Ticket" {...day.header} />
      {failure ? (
        <LoadFailed failure={failure} message="Could not get Service Ticket" />
      ) : loading || storeId == null || !ticket.data ? (
        <Card padding="lg" role="status" aria-label="Loading service ticket">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md">
                <Skeleton height={60} />
                <Skeleton height={60} />
                <Skeleton height={60} />
                <Skeleton height={80} />
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Skeleton height={260} />
            </Grid.Col>
          </Grid>
        </Card>
      ) : (
        <TicketForm
          key={`${storeId}-${date}`}
          storeId={storeId}
          date={date}
          ticket={ticket.data}
          mayWrite={can(WRITE, storeId)}
        />
      )}
    </Stack>
  );
}
