import { useState, type ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconEye, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { can } = usePermissions();
  const id = sheet.id;
  const destroy = () =>
    confirmDelete({
      title: t`Delete Retail Score`,
      message: t`Are you sure you want to delete this Retail Score?`,
      onConfirm: () =>
        remove.mutate(sheet.id, {
          onSuccess: () => {
            notifySuccess(t`Successfully deleted retail score`);
            onDeleted();
          },
        }),
    });

  return (
    <Group gap={4} wrap="nowrap">
      {can('retail-score-sheet-edit', sheet.store.id) && (
        <Tooltip label={t`Edit`}>
          <ActionIcon
            variant="light"
            component={Link}
            to={paths.retailScoreSheetEdit.href(sheet.id)}
            aria-label={t`Edit retail score ${id}`}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {can('retail-score-sheet-view', sheet.store.id) && (
        <Tooltip label={t`View`}>
          <ActionIcon
            variant="light"
            component={Link}
            to={paths.retailScoreSheet.href(sheet.id)}
            aria-label={t`View retail score ${id}`}
          >
            <IconEye size={16} />
          </ActionIcon>
        </Tooltip>
      )}
      {can('retail-score-sheet-delete', sheet.store.id) && (
        <Tooltip label={t`Delete`}>
          <ActionIcon
            variant="light"
            color="red"
            onClick={destroy}
            loading={remove.isPending && remove.variables === sheet.id}
            aria-label={t`Delete retail score ${id}`}
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
  const { t } = useLingui();
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
            label={t`Search`}
            placeholder={t`Store, manager or notes`}
            leftSection={<IconSearch size={16} />}
            value={draft.search}
            maxLength={100}
            onChange={(event) => onDraft({ ...draft, search: event.currentTarget.value })}
            w={{ base: '100%', xs: 240 }}
          />
          <IdFilterSelect
            label={t`Store`}
            placeholder={t`All stores`}
            nothingFound={t`No stores`}
            options={stores}
            value={draft.storeId}
            onChange={(storeId) => {
              onDraft({ ...draft, storeId });
              apply({ ...applied, storeId });
            }}
          />
          <DateRangeFilter
            label={t`Date Submitted`}
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

/** One sheet as a card, on a narrow screen. */
function ScoreCard({ sheet, actions }: { sheet: RetailScoreRow; actions: ReactNode }) {
  const by = personName(sheet.manager);
  const evaluated = sheet.evaluated_score;
  const totalScore = sheet.total_score;
  return (
    <Card padding="md" role="listitem">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text fw={700}>{sheet.store.title}</Text>
          <Text size="sm" c="dimmed">
            #{sheet.id} · {displayDate(sheet.score_date)}
          </Text>
        </div>
        {actions}
      </Group>
      <Text size="sm" mt={6}>
        <Trans>Submitted By {by}</Trans>
      </Text>
      <Text size="sm">
        <Trans>
          Evaluated Score <b>{evaluated}</b> of Total Score <b>{totalScore}</b>
        </Trans>
      </Text>
    </Card>
  );
}

/** /retail-score-sheets, titled Evaluation Report (spec 3 §2.3). */
export function RetailScoresPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Evaluation Report · Dripp Portal`);
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
        title={t`Evaluation Report`}
        actions={
          can('retail-score-sheet-create') && (
            <Button component={Link} to={paths.retailScoreSheetCreate.href()} leftSection={<IconPlus size={16} />}>
              <Trans>Retail Score</Trans>
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
        <LoadFailed failure={loadFailure(sheets)!} message={t`Could not get retail scores`} />
      ) : sheets.isPending ? (
        <LoadingCard label={t`Loading retail scores`} rows={5} />
      ) : rows.length === 0 ? (
        <EmptyCard>
          <Trans>No retail scores found</Trans>
        </EmptyCard>
      ) : (
        <TableOrCards
          label={t`Retail scores`}
          table={
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" striped highlightOnHover aria-label={t`Retail scores`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      <Trans>Submission ID</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Submitted By</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Store Name</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Date Submitted</Trans>
                    </Table.Th>
                    <Table.Th ta="right">
                      <Trans>Total Score</Trans>
                    </Table.Th>
                    <Table.Th ta="right">
                      <Trans>Evaluated Score</Trans>
                    </Table.Th>
                    <Table.Th>
                      <Trans>Actions</Trans>
                    </Table.Th>
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
            <ScoreCard key={sheet.id} sheet={sheet} actions={actions(sheet)} />
          ))}
        />
      )}

      {pages > 1 && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {t`${plural(total, { one: `# retail score · page ${page} of ${pages}`, other: `# retail scores · page ${page} of ${pages}` })}`}
          </Text>
          <ScorePager page={page} total={pages} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
