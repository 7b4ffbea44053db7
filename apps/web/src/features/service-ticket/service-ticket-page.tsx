import { useState } from 'react';
import { Button, Card, Grid, Group, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { ATTACHMENT_EXTENSIONS } from '@dripp/contract/media';
import { URGENCIES, type ServiceTicket } from '@dripp/contract/service-ticket';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { FileUpload } from '../../components/file-upload';
import type { PickedFile } from '../../components/upload-request';
import { Forbidden } from '../../components/forbidden';
import { MailReview } from '../../components/mail-review';
import { MediaList } from '../../components/media-list';
import { LoadFailed } from '../../components/not-loaded';
import { RichTextEditor } from '../../components/rich-text-editor';
import { StorePageHeader } from '../../components/store-page-header';
import { i18n } from '../../i18n/i18n';
import { fieldError } from '../../lib/api-client';
import { displayDateTime } from '../../lib/format';
import { usePermissions } from '../../lib/permissions';
import { useRewriteAddress, useStoreDay } from '../../lib/use-store-day';
import { useShownStoreZone } from '../../lib/use-store-zone';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useAddressBookDetails } from './api/get-address-book-details';
import { serviceTicketQuery, useServiceTicket } from './api/get-service-ticket';
import { useTicketSend } from './use-ticket-send';

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
  const { to, by } = sent;
  return by ? i18n._(msg`Sent to ${to} on ${when} by ${by}`) : i18n._(msg`Sent to ${to} on ${when}`);
}

/** Save, and Submit (or, once sent and unchanged, when and to whom it went). */
function TicketButtons({
  ticket,
  dirty,
  pending,
  zone,
  onSave,
  onSubmit,
}: {
  ticket: ServiceTicket;
  dirty: boolean;
  pending: 'save' | 'review' | 'send' | null;
  zone: string | undefined;
  onSave: () => void;
  onSubmit: () => void;
}) {
  const busy = pending !== null;
  const { t } = useLingui();
  return (
    <Group justify="flex-end" gap="sm">
      {ticket.id == null && (
        <Text size="sm" c="dimmed" mr="auto">
          <Trans>Save the ticket first, then Submit sends it to the provider.</Trans>
        </Text>
      )}
      <Button
        variant="default"
        onClick={onSave}
        loading={pending === 'save'}
        disabled={busy || (!dirty && ticket.id != null)}
        leftSection={<IconDeviceFloppy size={18} />}
      >
        <Trans>Save</Trans>
      </Button>
      {ticket.sent && !dirty ? (
        // Sent and unchanged since: the sending replaces the button, so it cannot go twice.
        <Text size="sm" fw={500} c="teal.9" data-sent-line>
          {sentLine(ticket.sent, zone)}
        </Text>
      ) : (
        <Button
          onClick={onSubmit}
          loading={pending === 'review'}
          disabled={busy || ticket.id == null}
          leftSection={<IconSend size={18} />}
        >
          {ticket.sent ? t`Submit again` : t`Submit`}
        </Button>
      )}
    </Group>
  );
}

/** The store's service providers, each once, under its first category (spec 1 §2 "Service Ticket"). */
function ProviderPicker({
  storeId,
  value,
  error,
  onChange,
}: {
  storeId: number;
  value: number | null;
  error: string | undefined;
  onChange: (addressBookId: number | null) => void;
}) {
  const providers = useAddressBookDetails(storeId);
  const { t } = useLingui();
  if (providers.isPending) return <Skeleton height={60} />;
  const groups = providers.data ?? [];
  // Each provider once, under its first category; one without an email cannot receive a ticket.
  const listed = new Set<number>();
  const pickerData = groups
    .map((group) => ({
      group: group.name,
      items: group.resources
        .filter((r) => !listed.has(r.id) && listed.add(r.id))
        .map((r) => {
          const name = r.name;
          return {
            value: String(r.id),
            label: r.email ? `${name} (${r.contact_name || r.email})` : t`${name} (no email: cannot receive tickets)`,
            disabled: !r.email,
          };
        }),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <Select
      label={t`Service provider`}
      placeholder={groups.length ? t`Select a provider` : t`No providers in the Address Book`}
      data={pickerData}
      value={value == null ? null : String(value)}
      onChange={(picked) => onChange(picked ? Number(picked) : null)}
      searchable
      clearable
      nothingFoundMessage={t`No providers found`}
      error={error}
      description={
        <Trans>
          Providers come from the store&apos;s{' '}
          <Link to={paths.addressBook.href()} style={{ color: 'inherit' }}>
            Address Book
          </Link>
        </Trans>
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
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
  const { t, i18n } = useLingui();
  const zone = useShownStoreZone();
  const [draft, setDraft] = useState<Draft>({});
  const [file, setFile] = useState<PickedFile | null>(null);

  const fields = {
    urgency: draft.urgency ?? ticket.urgency,
    requestBy: draft.requestBy ?? ticket.requestBy,
    description: draft.description ?? ticket.description,
    addressBookId: draft.addressBookId !== undefined ? draft.addressBookId : ticket.addressBookId,
  };
  const { urgency, requestBy, description } = fields;
  const dirty = Object.keys(draft).length > 0 || file !== null;
  useUnsavedChanges(dirty);
  const send = useTicketSend({
    storeId,
    date,
    ticket,
    mayWrite,
    fields,
    file,
    onSaved: () => {
      setDraft({});
      setFile(null);
    },
  });
  const { errors, pending } = send;
  const busy = pending !== null;

  return (
    <Card padding="lg" component="section" aria-label={t`Service Ticket`}>
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <ProviderPicker
                storeId={storeId}
                value={fields.addressBookId}
                error={fieldError(errors, 'address_book_id')}
                onChange={(addressBookId) => setDraft((d) => ({ ...d, addressBookId }))}
              />
              <Select
                label={t`Urgency`}
                data={URGENCIES.map((u) => ({ value: String(u.value), label: i18n._(u.label) }))}
                value={String(urgency)}
                onChange={(value) => value && setDraft((d) => ({ ...d, urgency: Number(value) }))}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
              <TextInput
                label={t`Request By (Name)`}
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
                label={t`Photo or video`}
                extensions={ATTACHMENT_EXTENSIONS}
                value={file}
                onChange={setFile}
                progress={send.progress}
                disabled={busy}
                streamVideos
              />
              <MediaList
                files={ticket.files}
                canDelete={mayWrite}
                label={t`Service ticket media`}
                onRemoved={() =>
                  void queryClient.invalidateQueries({ queryKey: serviceTicketQuery(storeId, date).queryKey })
                }
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <RichTextEditor
              label={t`Description`}
              value={description}
              onChange={(html) => setDraft((d) => ({ ...d, description: html }))}
              disabled={busy}
              minHeight={220}
            />
          </Grid.Col>
        </Grid>
        <TicketButtons
          ticket={ticket}
          dirty={dirty}
          pending={pending}
          zone={zone}
          onSave={send.save}
          onSubmit={send.review}
        />
      </Stack>
      <MailReview
        opened={send.preview !== null}
        title={t`Send this service ticket?`}
        preview={send.preview}
        files={[
          ...(send.preview?.files ?? []).map((f) => ({ name: f.name, note: t`linked` })),
          ...(file ? [{ name: file.filename, note: t`uploaded and linked when sent` }] : []),
        ]}
        sending={pending === 'send'}
        confirmLabel={t`Send ticket`}
        backLabel={t`Back to the ticket`}
        onConfirm={send.confirmSend}
        onClose={send.closePreview}
      />
    </Card>
  );
}

/** /management/service-ticket[/{store}/{date}] (spec 1 §2 "Service Ticket"). */
export function ServiceTicketPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Service Ticket · Dripp Portal`);
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
      <StorePageHeader title={t`Service Ticket`} {...day.header} />
      {failure ? (
        <LoadFailed failure={failure} message={t`Could not get Service Ticket`} />
      ) : loading || storeId == null || !ticket.data ? (
        <Card padding="lg" role="status" aria-label={t`Loading service ticket`}>
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
