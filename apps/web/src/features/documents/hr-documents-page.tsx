import { useState, type Dispatch, type SetStateAction } from 'react';
import {
  ActionIcon,
  Button,
  Card,
  Checkbox,
  Group,
  Pill,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEye, IconPlus, IconPrinter, IconSend } from '@tabler/icons-react';
import { SEND_RECIPIENTS_MAX, type HrDocument } from '@dripp/contract/documents';
import { documentsEndpoints } from '@dripp/contract/endpoints/documents';
import type { MailPreview } from '@dripp/contract/mail-preview';
import { Navigate } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { ExportCsvButton } from '../../components/export-csv-button';
import { Forbidden } from '../../components/forbidden';
import { MailReview } from '../../components/mail-review';
import { LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { notifyError, notifySuccess } from '../../lib/notify';
import { loadFailure } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { bearerToken } from '../../lib/session';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useDocuments } from './api/get-documents';
import { previewDocumentsMail } from './api/preview-documents-mail';
import { useSendDocuments } from './api/send-documents';
import { formatSize, printDocument, viewDocument } from './open-document';

/** The same rule as the server's, so a typo is caught before Send. */
const EMAIL_RE = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

function RowActions({ doc }: { doc: HrDocument }) {
  const { t } = useLingui();
  const { title } = doc;
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t`Print`}>
        <ActionIcon variant="subtle" onClick={() => printDocument(doc.id)} aria-label={t`Print ${title}`}>
          <IconPrinter size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={t`View`}>
        <ActionIcon variant="subtle" onClick={() => viewDocument(doc.id)} aria-label={t`View ${title}`}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/** The documents with a Send box each, and Check All. */
function DocumentChoices({
  rows,
  chosen,
  setChosen,
}: {
  rows: HrDocument[];
  chosen: number[];
  setChosen: Dispatch<SetStateAction<number[]>>;
}) {
  const { t } = useLingui();
  const sendLabel = ({ title }: HrDocument) => t`Send ${title}`;
  const allChosen = rows.length > 0 && rows.every((d) => chosen.includes(d.id));
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  return (
    <Stack gap="sm">
      <Checkbox
        label={t`Check All`}
        checked={allChosen}
        indeterminate={!allChosen && chosen.length > 0}
        onChange={() => setChosen(allChosen ? [] : rows.map((d) => d.id))}
      />
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t`HR documents`} visibleFrom="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>
              <Trans>Send</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Title</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Filename</Trans>
            </Table.Th>
            <Table.Th w={100}>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((doc) => (
            <Table.Tr key={doc.id}>
              <Table.Td>
                <Checkbox
                  checked={chosen.includes(doc.id)}
                  onChange={() => toggle(doc.id)}
                  aria-label={sendLabel(doc)}
                />
              </Table.Td>
              <Table.Td fw={600}>{doc.title}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{doc.file}</Table.Td>
              <Table.Td>
                <RowActions doc={doc} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap="xs" hiddenFrom="sm" role="list" aria-label={t`HR documents`}>
        {rows.map((doc) => (
          <Card key={doc.id} withBorder padding="sm" role="listitem" shadow="none">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Checkbox
                checked={chosen.includes(doc.id)}
                onChange={() => toggle(doc.id)}
                label={<Text fw={600}>{doc.title}</Text>}
                description={doc.file}
                aria-label={sendLabel(doc)}
                styles={{ description: { overflowWrap: 'anywhere' } }}
              />
              <RowActions doc={doc} />
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** The addresses the chosen documents go to; each is checked as it is added. */
function useRecipients() {
  const { t } = useLingui();
  const [emails, setEmails] = useState<string[]>([]);
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  // Addresses typed for a send that has not gone yet.
  useUnsavedChanges(emails.length > 0 || input.trim() !== '');

  const addEmail = () => {
    const value = input.trim();
    if (!value) return; // Spec 1 §5: a blank input is ignored.
    if (!EMAIL_RE.test(value)) {
      setInputError(t`${value} is not a valid email address`);
      return;
    }
    if (emails.length >= SEND_RECIPIENTS_MAX) {
      setInputError(t`At most ${SEND_RECIPIENTS_MAX} addresses at a time`);
      return;
    }
    if (!emails.includes(value.toLowerCase())) setEmails((e) => [...e, value.toLowerCase()]);
    setInput('');
    setInputError(null);
  };

  return { emails, setEmails, input, setInput, inputError, setInputError, addEmail };
}

/** Type an address and add it, the addresses added so far, and Send. */
function RecipientsBox({
  recipients,
  chosenCount,
  onSend,
  sending,
}: {
  recipients: ReturnType<typeof useRecipients>;
  chosenCount: number;
  onSend: () => void;
  sending: boolean;
}) {
  const { t } = useLingui();
  const { emails, setEmails, input, setInput, inputError, setInputError, addEmail } = recipients;
  const addressCount = emails.length;
  return (
    <Card padding="lg">
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t`Email`}
            placeholder="new.hire@example.com"
            type="email"
            autoComplete="off"
            value={input}
            onChange={(event) => {
              setInput(event.currentTarget.value);
              setInputError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addEmail();
              }
            }}
            error={inputError}
            maxLength={254}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button variant="default" onClick={addEmail} leftSection={<IconPlus size={16} />} mt={25}>
            <Trans>Add Email</Trans>
          </Button>
        </Group>
        {emails.length > 0 && (
          <Pill.Group aria-label={t`Recipients`}>
            {emails.map((email) => (
              <Pill
                key={email}
                size="lg"
                withRemoveButton
                onRemove={() => setEmails((e) => e.filter((x) => x !== email))}
                removeButtonProps={{ 'aria-label': t`Remove ${email}` }}
              >
                {email}
              </Pill>
            ))}
          </Pill.Group>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed">
            {t`${plural(chosenCount, { one: '# document', other: '# documents' })} to ${plural(addressCount, { one: '# address', other: '# addresses' })}; each address gets one mail with the documents attached.`}
          </Text>
          <Button onClick={onSend} loading={sending} leftSection={<IconSend size={18} />}>
            <Trans>Send</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /management/hr-documents (spec 1 §2 "HR Documents"): choose documents and mail them to new hires. */
export function HrDocumentsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`HR Documents · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('documents-forms-view');
  const documents = useDocuments(allowed && Boolean(bearerToken()));
  const send = useSendDocuments();
  const [chosen, setChosen] = useState<number[]>([]);
  const recipients = useRecipients();
  const { emails, setEmails } = recipients;
  // The mail as each address would get it, shown before Send mails it (issue 33 §8).
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);

  // Spec 1 §2: a missing token goes to logout.
  if (!bearerToken()) return <Navigate to={paths.logout.href()} replace />;
  if (!allowed) return <Forbidden />;

  const rows = documents.data ?? [];

  const chosenIds = () => rows.filter((d) => chosen.includes(d.id)).map((d) => d.id);

  const submit = () => {
    if (chosen.length === 0) {
      notifyError(t`Choose at least one document to send`);
      return;
    }
    if (emails.length === 0) {
      notifyError(t`Add at least one email address`);
      return;
    }
    if (previewing) return;
    setPreviewing(true);
    previewDocumentsMail({ emails, ids: chosenIds() })
      .then(setPreview)
      // The client has shown why (a toast); the choices stay as they were.
      .catch(() => undefined)
      .finally(() => setPreviewing(false));
  };

  /** The review's confirm: the only place the documents are mailed from. */
  const confirmSend = () => {
    send.mutate(
      { emails, ids: chosenIds() },
      {
        onSuccess: () => {
          notifySuccess(t`Successfully sent documents`);
          setChosen([]);
          setEmails([]);
        },
        onSettled: () => setPreview(null),
      },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`HR Documents`}
        actions={rows.length > 0 && <ExportCsvButton endpoint={documentsEndpoints.export} />}
      />
      <Card padding="lg">
        {loadFailure(documents) ? (
          <LoadFailed failure={loadFailure(documents)!} message={t`Could not get Hr-Documents`} />
        ) : documents.data === undefined ? (
          <Stack gap="sm" role="status" aria-label={t`Loading documents`}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            <Trans>No documents yet</Trans>
          </Text>
        ) : (
          <DocumentChoices rows={rows} chosen={chosen} setChosen={setChosen} />
        )}
      </Card>
      {rows.length > 0 && (
        <RecipientsBox
          recipients={recipients}
          chosenCount={chosen.length}
          onSend={submit}
          sending={previewing || send.isPending}
        />
      )}
      <MailReview
        opened={preview !== null}
        title={t`Send these documents?`}
        preview={preview}
        files={(preview?.files ?? []).map((f) => {
          const size = f.size === null ? null : formatSize(f.size);
          return { name: f.name, note: size === null ? undefined : t`attached, ${size}` };
        })}
        sending={send.isPending}
        confirmLabel={t`Send documents`}
        backLabel={t`Back to the documents`}
        onConfirm={confirmSend}
        onClose={() => setPreview(null)}
      />
    </Stack>
  );
}
