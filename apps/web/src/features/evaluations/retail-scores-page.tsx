import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEye, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { RETAIL_SCORES_PAGE_SIZE, type RetailScoreRow } from '@dripp/contract/evaluations';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { evaluationsEndpoints } from '@dripp/contract/endpoints/evaluations';
import { confirmDelete } from '../../components/confirm-delete';
import { ExportCsvButton } from '../../components/export-csv-button';
import { DateRangeFilter, FilterButtons, IdFilterSelect } from '../../components/filter-bar';
import { Forbidden } from '../../components/forbidden';
import { EmptyCard, LoadFailed, LoadingCard } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { TableOrCards } from '../../components/table-or-cards';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { displayDate } from '../../lib/format';
import { loadFailure } from '../../lib/load-state';
import { notifySuccess } from '../../lib/notify';
import { usePermissions } from '../../lib/permissions';
import { useDeleteRetailScore } from './api/delete-retail-score';
import { useRetailScores } from './api/get-retail-scores';
import classes from './evaluations.module.css';
import { ScorePager } from './score-pager';

interface Filters {
  search: string;
  storeId: number | null;
  from: string | null;
  to: string | null;
}

const EMPTY: Filters = { search: '', storeId: null, from: null, to: null };
const personName = (p: { firstName: string; lastName: string } | null) =>
  p ? `${p.firstName} ${p.lastName}`.trim() : '—';

/** Edit, View and Delete (asked first), each where the sheet's store allows it. */
function ScoreActions({
  sheet,
  remove,
  onDeleted,
}: {
  sheet: RetailScoreRow;
  remove: ReturnType<typeof useDeleteRetailScore>;
  onDeleted: () => void;
}) {
  const { can } = usePermissions();
  const destroy = () =>
    confirmDelete({
      title: 'Delete Retail Score',
      message: 'Are you sure you want to delete this Retail Score?',
      onConfirm: () =>
        remove.mutate(sheet.id, {
          onSuccess: () => {
            notifySuccess('Successfully deleted retail score');
            onDeleted();
          },
        }),
    });

  return (
    <Group gap={4} wrap="nowrap">
      {can('retail-score-sheet-edit', sheet.store.id) && (
        <Tooltip label="Edit">
          <ActionIcon
            variant="light"
            component={Link}
            to={paths.retailScoreSheetEdit.href(sheet.id)}
            aria-label={`Edit retail score ${sheet.id}`}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {can('retail-score-sheet-view', sheet.store.id) && (
        <Tooltip label="View">
          <ActionIcon
            variant="light"
            component={Link}
            to={paths.retailScoreSheet.href(sheet.id)}
            aria-label={`View retail score ${sheet.id}`}
          >
            <IconEye size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {can('retail-score-sheet-delete', sheet.store.id) && (
        <Tooltip label="Delete">
          <ActionIcon
            variant="light"
            color="red"
            onClick={destroy}
            loading={remove.isPending && remove.variables === sheet.id}
            aria-label={`Delete retail score ${sheet.id}`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** Search, store and submission dates; the store applies at once, the rest with Filter. */
function ScoreFilters({
  draft,
  applied,
  onDraft,
  onApply: apply,
  stores,
}: {
  draft: Filters;
  applied: Filters;
  onDraft: (filters: Filters) => void;
  onApply: (filters: Filters) => void;
  stores: { id: number; label: string }[];
}) {
  return (
    <Card padding="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Store, manager or notes"
            leftSection={<IconSearch size={16} />}
            value={draft.search}
            maxLength={100}
            onChange={(event) => onDraft({ ...draft, search: event.currentTarget.value })}
            w={{ base: '100%', xs: 240 }}
          />
          <IdFilterSelect
            label="Store"
            placeholder="All stores"
            nothingFound="No stores"
            options={stores}
            value={draft.storeId}
            onChange={(storeId) => {
              onDraft({ ...draft, storeId });
              apply({ ...applied, storeId });
            }}
          />
          <DateRangeFilter
            label="Date Submitted"
            // Spec 3 §2.3 and §9 show this range as YYYY-MM-DD.
            valueFormat="YYYY-MM-DD"
            value={[draft.from, draft.to]}
            onChange={([from, to]) => onDraft({ ...draft, from, to })}
          />
          <FilterButtons
            onReset={() => {
              onDraft(EMPTY);
              apply(EMPTY);
            }}
          />
          <ExportCsvButton
            endpoint={evaluationsEndpoints.exportSheets}
            query={{
              search: applied.search || null,
              store_id: applied.storeId,
              date_from: applied.from,
              date_to: applied.to,
            }}
          />
        </Group>
      </form>
    </Card>
  );
}

/** /retail-score-sheets, titled Evaluation Report (spec 3 §2.3). */
export function RetailScoresPage() {
  useDocumentTitle('Evaluation Report · Dripp Portal');
  const { can } = usePermissions();
  const allowed = can('retail-score-sheet-list');
  const stores = usePermittedStores('retail-score-sheet-list');
  // What is typed; `applied` is what the list shows (Filter applies, Reset clears).
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const sheets = useRetailScores(
    {
      search: applied.search || null,
      store_id: applied.storeId,
      date_from: applied.from,
      date_to: applied.to,
      limit: RETAIL_SCORES_PAGE_SIZE,
      offset: (page - 1) * RETAIL_SCORES_PAGE_SIZE,
    },
    allowed,
  );
  const remove = useDeleteRetailScore();

  if (!allowed) return <Forbidden />;

  const rows = sheets.isError ? [] : (sheets.data?.rows ?? []);
  const total = sheets.isError ? 0 : (sheets.data?.total ?? 0);
  const pages = Math.ceil(total / RETAIL_SCORES_PAGE_SIZE);
  // Changing the search or the store goes back to page 1 (spec 3 §4).
  const apply = (next: Filters) => {
    setApplied(next);
    setPage(1);
  };

  // The last sheet of a page gone: show the page before.
  const onDeleted = () => {
    if (rows.length === 1 && page > 1) setPage(page - 1);
  };
  const actions = (sheet: RetailScoreRow) => <ScoreActions sheet={sheet} remove={remove} onDeleted={onDeleted} />;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Evaluation Report"
        actions={
          can('retail-score-sheet-create') && (
            <Button component={Link} to={paths.retailScoreSheetCreate.href()} leftSection={<IconPlus size={16} />}>
              Retail Score
            </Button>
          )
        }
      />
      <ScoreFilters
        draft={draft}
        applied={applied}
        onDraft={setDraft}
        onApply={apply}
        stores={(stores.data ?? []).map((s) => ({ id: s.id, label: s.title }))}
      />

      {loadFailure(sheets) ? (
        <LoadFailed failure={loadFailure(sheets)!} message="Could not get retail scores" />
      ) : sheets.isPending ? (
        <LoadingCard label="Loading retail scores" rows={5} />
      ) : rows.length === 0 ? (
        <EmptyCard>No retail scores found</EmptyCard>
      ) : (
        <TableOrCards
          label="Retail scores"
          table={
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" striped highlightOnHover aria-label="Retail scores">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Submission ID</Table.Th>
                    <Table.Th>Submitted By</Table.Th>
                    <Table.Th>Store Name</Table.Th>
                    <Table.Th>Date Submitted</Table.Th>
                    <Table.Th ta="right">Total Score</Table.Th>
                    <Table.Th ta="right">Evaluated Score</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((sheet) => (
                    <Table.Tr key={sheet.id}>
                      <Table.Td className={classes.number}>{sheet.id}</Table.Td>
                      <Table.Td>{personName(sheet.manager)}</Table.Td>
                      <Table.Td>{sheet.store.title}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayDate(sheet.score_date)}</Table.Td>
                      <Table.Td ta="right" className={classes.number}>
                        {sheet.total_score}
                      </Table.Td>
                      <Table.Td ta="right" className={classes.number}>
                        {sheet.evaluated_score}
                      </Table.Td>
                      <Table.Td>{actions(sheet)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          }
          cards={rows.map((sheet) => (
            <Card key={sheet.id} padding="md" role="listitem">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text fw={700}>{sheet.store.title}</Text>
                  <Text size="sm" c="dimmed">
                    #{sheet.id} · {displayDate(sheet.score_date)}
                  </Text>
                </div>
                {actions(sheet)}
              </Group>
              <Text size="sm" mt={6}>
                Submitted By {personName(sheet.manager)}
              </Text>
              <Text size="sm">
                Evaluated Score <b>{sheet.evaluated_score}</b> of Total Score <b>{sheet.total_score}</b>
              </Text>
            </Card>
          ))}
        />
      )}

      {pages > 1 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {total} retail scores · page {page} of {pages}
          </Text>
          <ScorePager page={page} total={pages} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
