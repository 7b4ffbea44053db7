import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, Card, Grid, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import '@mantine/dates/styles.layer.css';
import { useDocumentTitle } from '@mantine/hooks';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RetailScoreCategory, RetailScoreSheet } from '@dripp/contract/evaluations';
import { scoreSummary } from '@dripp/domain/score-summary';
import { useNavigate, useParams } from 'react-router';
import { i18n } from '../../i18n/i18n';
import { NotFoundPage } from '../../components/not-found-page';
import { paths } from '../../config/paths';
import { Forbidden } from '../../components/forbidden';
import { LoadFailed } from '../../components/not-loaded';
import { PageHeader } from '../../components/page-header';
import { useManagersOfStore } from '../../lib/api/get-managers-of-store';
import { usePermittedStores } from '../../lib/api/get-permitted-stores';
import { useActiveStore } from '../../lib/active-store';
import { fieldError, fieldErrorsOf, type FieldErrors } from '../../lib/api-client';
import { today } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { loadFailure, notFound } from '../../lib/load-state';
import { usePermissions } from '../../lib/permissions';
import { changedFrom, useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCategories } from './api/get-categories';
import { useRetailScore } from './api/get-retail-score';
import { useSaveRetailScore } from './api/save-retail-score';
import {
  NOT_APPLICABLE,
  ScoreCategories,
  StoreDateCard,
  SummaryColumn,
  type Draft,
  type ItemScore,
} from './score-sheet-parts';

/** After a successful edit, back to the list after 1 second (spec 3 §9). */
const EDIT_REDIRECT_MS = 1000;

/** A saved sheet's scores, capped at each item's permissible score; items it did not score stay unscored. */
function startingScores(categories: RetailScoreCategory[], sheet: RetailScoreSheet | null): Record<number, ItemScore> {
  const saved = new Map(
    (sheet?.retail_item_score ?? []).map(
      (s) => [s.retail_score_category_item.id, s.not_applicable ? NOT_APPLICABLE : s.total_score] as const,
    ),
  );
  const scores: Record<number, ItemScore> = {};
  for (const category of categories) {
    for (const item of category.retail_score_category_items) {
      const score = saved.get(item.id);
      if (score === NOT_APPLICABLE) {
        if (category.allows_not_applicable) scores[item.id] = NOT_APPLICABLE;
      } else if (score != null) scores[item.id] = Math.min(score, item.permissible_score);
    }
  }
  return scores;
}

/** The items Submit waits for: "Cleanliness: Floors, Windows" per category. */
function unscoredText(categories: RetailScoreCategory[], unscored: ReadonlySet<number>): string {
  return categories
    .map((category) => {
      const names = category.retail_score_category_items.filter((i) => unscored.has(i.id)).map((i) => i.name);
      return names.length ? `${category.name}: ${names.join(', ')}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

/** What is sent: every item, scored, not applicable, or (refused by the server) unscored. */
function sheetBody(draft: Draft, items: RetailScoreCategory['retail_score_category_items']) {
  return {
    store_id: draft.storeId ?? 0,
    manager_id: draft.managerId ?? 0,
    score_date: draft.scoreDate,
    additional_notes: draft.notes,
    scores: items.map((item) => {
      const score = draft.scores[item.id];
      return score === NOT_APPLICABLE
        ? { item_id: item.id, score: null, not_applicable: true }
        : { item_id: item.id, score: score ?? null };
    }),
  };
}

/** Brings an item's row into view and focuses its first choice, once its category has opened. */
function focusItemSoon(itemId: number) {
  window.setTimeout(() => {
    const row = document.getElementById(`score-item-${itemId}`);
    row?.scrollIntoView({ block: 'center' });
    row?.querySelector<HTMLInputElement>('input[type=radio]')?.focus();
  }, 250);
}

/** The points so far, counting only scored items, and the items not scored yet. */
function useScoring(categories: RetailScoreCategory[], scores: Draft['scores']) {
  const items = useMemo(() => categories.flatMap((c) => c.retail_score_category_items), [categories]);
  const summary = useMemo(
    () =>
      scoreSummary(
        items.map((item) => {
          const score = scores[item.id];
          return score === NOT_APPLICABLE
            ? { permissible_score: item.permissible_score, score: null, not_applicable: true }
            : { permissible_score: item.permissible_score, score };
        }),
      ),
    [items, scores],
  );
  const unscored = useMemo(() => new Set(items.filter((i) => scores[i.id] == null).map((i) => i.id)), [items, scores]);
  return { items, summary, unscored };
}

/** The server's message for the item at `index` of the sent scores. */
function scoreError(errors: FieldErrors, index: number): string | undefined {
  return (
    fieldError(errors, `scores.${index}.score`) ??
    fieldError(errors, `scores.${index}.not_applicable`) ??
    fieldError(errors, `scores.${index}.item_id`)
  );
}

/** The required pickers are checked here, so their messages read as the form's own. */
function missingPickers(draft: Draft): FieldErrors {
  const missing: FieldErrors = {};
  if (draft.storeId == null) missing.store_id = [i18n._(msg`Choose a store`)];
  if (draft.managerId == null) missing.manager_id = [i18n._(msg`Choose the manager`)];
  return missing;
}

/** Whether anything was changed; the store chosen for someone with one store is not a change of theirs. */
function sheetChanged(draft: Draft, initial: Draft, onlyStore: number | null): boolean {
  const storeChanged = draft.storeId !== initial.storeId && !(initial.storeId == null && draft.storeId === onlyStore);
  return (
    storeChanged ||
    changedFrom(
      { managerId: draft.managerId, scoreDate: draft.scoreDate, notes: draft.notes, scores: draft.scores },
      { managerId: initial.managerId, scoreDate: initial.scoreDate, notes: initial.notes, scores: initial.scores },
    )
  );
}

/** The stores the caller may score, plus the edited sheet's own store when it is no longer among them. */
function storeOptionsOf(stores: { id: number; title: string }[], sheet: RetailScoreSheet | null) {
  const options = stores.map((s) => ({ value: String(s.id), label: s.title }));
  if (sheet && !options.some((o) => o.value === String(sheet.store.id))) {
    options.push({ value: String(sheet.store.id), label: sheet.store.title });
  }
  return options;
}

function ScoreForm({ categories, sheet }: { categories: RetailScoreCategory[]; sheet: RetailScoreSheet | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const permission = sheet ? 'retail-score-sheet-edit' : 'retail-score-sheet-create';
  const stores = usePermittedStores(permission);
  const [activeStore] = useActiveStore();
  const [initial] = useState<Draft>(() => ({
    storeId: sheet?.store.id ?? (activeStore != null && can(permission, activeStore) ? activeStore : null),
    managerId: sheet?.manager.id ?? null,
    scoreDate: sheet?.score_date ?? today(),
    notes: sheet?.additional_notes ?? '',
    scores: startingScores(categories, sheet),
  }));
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const onlyStore = stores.data?.length === 1 ? stores.data[0]!.id : null;
  // Someone with one store (a store manager) starts with it chosen.
  useEffect(() => {
    if (onlyStore != null) setDraft((d) => (d.storeId == null ? { ...d, storeId: onlyStore } : d));
  }, [onlyStore]);
  const managers = useManagersOfStore(draft.storeId);
  const { leaveFreely } = useUnsavedChanges(sheetChanged(draft, initial, onlyStore));
  const save = useSaveRetailScore();
  const leaving = useRef<number | null>(null);
  useEffect(() => () => window.clearTimeout(leaving.current ?? undefined), []);

  const { items, summary, unscored } = useScoring(categories, draft.scores);
  const [open, setOpen] = useState<string[]>(() => (categories[0] ? [String(categories[0].id)] : []));
  const [showUnscored, setShowUnscored] = useState(false);
  const storeOptions = storeOptionsOf(stores.data ?? [], sheet);

  const submit = () => {
    const missing = missingPickers(draft);
    setErrors(missing);
    if (unscored.size) {
      // Submit names what is left and opens it, starting at the first unscored item.
      setShowUnscored(true);
      const withUnscored = categories.filter((c) => c.retail_score_category_items.some((i) => unscored.has(i.id)));
      setOpen([...new Set([...open, ...withUnscored.map((c) => String(c.id))])]);
      const left = unscoredText(categories, unscored);
      notifyError(t`Score every item before submitting. Still unscored: ${left}`);
      const first = items.find((i) => unscored.has(i.id))!;
      focusItemSoon(first.id);
      return;
    }
    if (Object.keys(missing).length) return;
    const body = sheetBody(draft, items);
    save.mutate(
      { id: sheet?.id ?? null, sheet: body },
      {
        onSuccess: () => {
          leaveFreely();
          notifySuccess(t`Successfully saved new Retail Score Sheet`);
          if (sheet) {
            leaving.current = window.setTimeout(() => void navigate(paths.retailScoreSheets.href()), EDIT_REDIRECT_MS);
          } else {
            void navigate(paths.retailScoreSheets.href());
          }
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  };

  const itemError = (itemId: number) =>
    scoreError(
      errors,
      items.findIndex((i) => i.id === itemId),
    ) ?? (showUnscored && unscored.has(itemId) ? t`Not scored yet` : undefined);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <StoreDateCard
              draft={draft}
              setDraft={setDraft}
              setErrors={setErrors}
              errors={errors}
              storeOptions={storeOptions}
              loadingStores={stores.isPending}
            />

            {categories.length === 0 ? (
              <Card padding="lg">
                <Text c="dimmed">{t`No score categories are defined yet.`}</Text>
              </Card>
            ) : (
              <ScoreCategories
                categories={categories}
                scores={draft.scores}
                unscored={unscored}
                open={open}
                onOpen={setOpen}
                onScore={(itemId, score) => setDraft({ ...draft, scores: { ...draft.scores, [itemId]: score } })}
                itemError={itemError}
              />
            )}

            <Card padding="md">
              <Stack gap="sm">
                <Textarea
                  label={t`Additional notes`}
                  autosize
                  minRows={3}
                  maxLength={5000}
                  value={draft.notes}
                  onChange={(event) => setDraft({ ...draft, notes: event.currentTarget.value })}
                  error={fieldError(errors, 'additional_notes')}
                />
                <Select
                  label={t`Manager Name`}
                  placeholder={draft.storeId == null ? t`Choose a store first` : t`Choose a manager`}
                  data={(managers.data ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
                  value={draft.managerId != null ? String(draft.managerId) : null}
                  onChange={(value) => setDraft({ ...draft, managerId: value ? Number(value) : null })}
                  searchable
                  required
                  disabled={draft.storeId == null}
                  nothingFoundMessage={managers.isPending ? t`Loading managers…` : t`No managers at this store`}
                  error={fieldError(errors, 'manager_id')}
                />
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 60px) + 16px)' }}>
            <SummaryColumn
              summary={summary}
              unscored={unscored.size}
              items={items.length}
              showUnscored={showUnscored}
              saving={save.isPending}
            />
          </Box>
        </Grid.Col>
      </Grid>
    </form>
  );
}

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <Card padding="lg">
      <Stack gap="sm" role="status" aria-label={t`Loading the evaluation`}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Stack>
    </Card>
  );
}

/** /retail-score-sheets/create and /retail-score-sheets/{id}/edit (spec 3 §2.4). */
export function RetailScoreFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const editing = id != null;
  const validId = !editing || (Number.isInteger(id) && id > 0);
  const { t } = useLingui();
  useDocumentTitle(editing ? t`Edit Retail Score · Dripp Portal` : t`New Retail Score · Dripp Portal`);
  const { can } = usePermissions();
  const allowed = can(editing ? 'retail-score-sheet-edit' : 'retail-score-sheet-create');
  const categories = useCategories(false, allowed);
  const sheet = useRetailScore(id ?? 0, allowed && editing && validId);

  if (!validId) return <NotFoundPage />;
  if (!allowed) return <Forbidden />;
  // A sheet that does not exist shows the not-found page (spec 3 §2.4); one that could not be
  // loaded offers Retry (issue 8: never an empty sheet that could be saved over the real one).
  if (editing && (notFound(sheet.error) || (sheet.isSuccess && sheet.data === null))) return <NotFoundPage />;

  const failure = loadFailure(categories, editing && sheet);
  const ready = categories.isSuccess && (!editing || sheet.isSuccess);
  return (
    <Stack gap="lg">
      <PageHeader title={editing ? t`Edit Retail Score #${id}` : t`New Retail Score`} />
      {failure ? (
        <LoadFailed failure={failure} message={t`Could not get categories.`} />
      ) : ready ? (
        <ScoreForm categories={categories.data} sheet={editing ? (sheet.data ?? null) : null} />
      ) : (
        <FormSkeleton />
      )}
    </Stack>
  );
}
