import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { incidentLabel, type IncidentReport } from '@dripp/contract/incidents';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../config/paths';
import { incidentsEndpoints } from '@dripp/contract/endpoints/incidents';
import { confirmDelete } from '../../components/confirm-delete';
import { ExportCsvButton } from '../../components/export-csv-button';
import { DateRangeFilter, FilterButtons, IdFilterSelect } from '../../components/filter-bar';
import { Forbidden } from '../../components/forbidden';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { TableOrCards } from '../../components/table-or-cards';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { today, validDateOrToday } from '../../lib/format';
import { positiveId } from '../../lib/url-ids';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useDeleteIncident } from './api/delete-incident';
import { useIncidents } from './api/get-incidents';
import { useUserManagers } from './api/get-user-managers';
import { showDate } from './incident-format';
import { time12, titleCase } from '@dripp/domain/incident-format';

interface Filters {
  start: string | null;
  end: string | null;
  storeId: number | null;
  managerId: number | null;
}

/** Submitted By is the signed-in person who filed it; the typed signature stays on the report. */
const submitter = (report: IncidentReport) => report.submittedBy ?? titleCase(report.employeeSignature);

/** The Incident Date range starts at today to today (spec 3 §9). */
const initial = (): Filters => ({ start: today(), end: today(), storeId: null, managerId: null });

const day = (value: string | null) => (value && validDateOrToday(value) === value ? value : null);

/**
 * The filters a link may carry (the Stores Overview's incidents of a store over a period, decision
 * 197): `store`, `from` and `to`; the rest start as the spec's.
 */
function linked(search: URLSearchParams): Filters {
  const start = day(search.get('from'));
  const end = day(search.get('to'));
  const dates = start && end && start <= end ? { start, end } : {};
  return { ...initial(), ...dates, storeId: positiveId(search.get('store')) };
}

/** View, and Delete (asked first) where the report's store allows it. */
function IncidentActions({ report, remove }: { report: IncidentReport; remove: ReturnType<typeof useDeleteIncident> }) {
  const { t } = useLingui();
  const { can } = usePermissions();
  const label = incidentLabel(report.incidentNumber);
  const destroy = () =>
    confirmDelete({
      message: t`Are you sure you want to delete this Incident Report?`,
      onConfirm: () =>
        remove.mutate(report.id, { onSuccess: () => notifySuccess(t`Successfully removed Incident Report`) }),
    });

  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={t`View`}>
        <ActionIcon
          variant="light"
          component={Link}
          to={paths.incidentReport.href(report.id)}
          aria-label={t`View ${label}`}
        >
          <IconEye size={16} />
        </ActionIcon>
      </Tooltip>
      {can('incident-reports-delete', report.storeId) && (
        <Tooltip label={t`Delete`}>
          <ActionIcon
            variant="light"
            color="red"
            onClick={destroy}
            loading={remove.isPending && remove.variables === report.id}
            aria-label={t`Delete ${label}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** A report as a card, below the table's width. */
function IncidentCard({ report, actions }: { report: IncidentReport; actions: ReactNode }) {
  const submittedBy = submitter(report);
  const { managerName } = report;
  const submitted = showDate(report.enteredDate);
  return (
    <Card padding="md" role="listitem">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>
            {incidentLabel(report.incidentNumber)} · {report.subject}
          </Text>
          <Text size="sm" c="dimmed">
            {report.storeName} · {showDate(report.incidentDate)} {time12(report.incidentTime)}
          </Text>
        </div>
        {actions}
      </Group>
      <Text size="sm" mt={6}>
        <Trans>
          Submitted By {submittedBy} · Manager {managerName}
        </Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>Date Submitted {submitted}</Trans>
      </Text>
    </Card>
  );
}

type FilterOption = { id: number; label: string };

/** Incident date, store and manager; Filter applies them, Reset goes back to the spec's, Export takes the applied ones. */
function IncidentFilters({
  draft,
  applied,
  onDraft,
  onApply,
  onReset,
  stores,
  managers,
}: {
  draft: Filters;
  applied: Filters;
  onDraft: (filters: Filters) => void;
  onApply: () => void;
  onReset: () => void;
  stores: FilterOption[];
  managers: FilterOption[];
}) {
  const { t } = useLingui();
  return (
    <Card padding="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <DateRangeFilter
            label={t`Incident Date`}
            value={[draft.start, draft.end]}
            onChange={([start, end]) => onDraft({ ...draft, start, end })}
          />
          <IdFilterSelect
            label={t`Stores`}
            placeholder={t`All stores`}
            nothingFound={t`No stores`}
            options={stores}
            value={draft.storeId}
            onChange={(storeId) => onDraft({ ...draft, storeId })}
          />
          <IdFilterSelect
            label={t`Managers`}
            placeholder={t`All managers`}
            nothingFound={t`No managers`}
            options={managers}
            value={draft.managerId}
            onChange={(managerId) => onDraft({ ...draft, managerId })}
          />
          <FilterButtons onReset={onReset} />
          <ExportCsvButton
            endpoint={incidentsEndpoints.export}
            query={{
              storeId: applied.storeId,
              managerId: applied.managerId,
              incidentStartDate: applied.start,
              incidentEndDate: applied.end,
            }}
          />
        </Group>
      </form>
    </Card>
  );
}

/** /management/incident-report-list (spec 3 §2.12). */
export function IncidentListPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Incident Reports · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can('incident-reports-view');
  const stores = usePermittedStores('incident-reports-view', allowed);
  const managers = useUserManagers(allowed);
  const [search] = useSearchParams();
  const [draft, setDraft] = useState<Filters>(() => linked(search));
  const [applied, setApplied] = useState<Filters>(() => linked(search));
  const reports = useIncidents(
    {
      storeId: applied.storeId,
      managerId: applied.managerId,
      incidentStartDate: applied.start,
      incidentEndDate: applied.end,
    },
    allowed,
  );
  const remove = useDeleteIncident();

  if (!allowed) return <Forbidden />;

  // A failed list shows no rows (spec 3 §4), and says so with Retry rather than "No data available".
  const rows = reports.isError ? [] : (reports.data ?? []);

  const actions = (report: IncidentReport) => <IncidentActions report={report} remove={remove} />;

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Incident Reports`}
        actions={
          can('incident-reports-create') && (
            <Button component={Link} to={paths.incidentReportCreate.href()} leftSection={<IconPlus size={16} />}>
              <Trans>Add Incident Report</Trans>
            </Button>
          )
        }
      />
      <IncidentFilters
        draft={draft}
        applied={applied}
        onDraft={setDraft}
        onApply={() => setApplied(draft)}
        onReset={() => {
          setDraft(initial());
          setApplied(initial());
        }}
        stores={(stores.data ?? []).map((s) => ({ id: s.id, label: s.title }))}
        managers={(managers.data ?? []).map((m) => ({ id: m.id, label: m.name }))}
      />

      {loadFailure(reports) ? (
        <LoadFailed failure={loadFailure(reports)!} message={t`Could not get Incident Reports`} />
      ) : reports.isPending ? (
        <LoadingCard label={t`Loading incident reports`} />
      ) : rows.length === 0 ? (
        <EmptyCard>
          <Trans>No data available</Trans>
        </EmptyCard>
      ) : (
        <TableOrCards
          label={t`Incident reports`}
          table={
            <Table.ScrollContainer minWidth={800}>
              <Table verticalSpacing="sm" striped highlightOnHover aria-label={t`Incident reports`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Incident Number</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Submitted By</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Incident Date</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Incident Time</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Store</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Manager</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Subject</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Date Submitted</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Action</Trans>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((report) => (
                    <Table.Tr key={report.id}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{incidentLabel(report.incidentNumber)}</Table.Td>
                      <Table.Td>{submitter(report)}</Table.Td>
                      <Table.Td>{showDate(report.incidentDate)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{time12(report.incidentTime)}</Table.Td>
                      <Table.Td>{report.storeName}</Table.Td>
                      <Table.Td>{report.managerName}</Table.Td>
                      <Table.Td>{report.subject}</Table.Td>
                      <Table.Td>{showDate(report.enteredDate)}</Table.Td>
                      <Table.Td>{actions(report)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          }
          cards={rows.map((report) => (
            <IncidentCard key={report.id} report={report} actions={actions(report)} />
          ))}
        />
      )}
    </Stack>
  );
}
