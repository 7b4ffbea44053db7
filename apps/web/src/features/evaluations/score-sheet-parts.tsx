import type { Dispatch, SetStateAction } from 'react';
import { Accordion, Badge, Button, Card, Grid, Group, Radio, Select, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconArrowLeft, IconCalendar, IconSend } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RetailScoreCategory } from '@dripp/contract/evaluations';
import type { scoreSummary } from '@dripp/domain/score-summary';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { fieldError, type FieldErrors } from '../../lib/api-client';
import { API_DATE, DISPLAY_DATE } from '../../lib/format';
import { PointsSummary } from './points-summary';
import { ChainText, chainTextIn, chainWords } from '../../components/chain-text';
import classes from './evaluations.module.css';

export const NOT_APPLICABLE = 'na';
export type ItemScore = number | typeof NOT_APPLICABLE;

export interface Draft {
  storeId: number | null;
  managerId: number | null;
  scoreDate: string;
  notes: string;
  /** item id → points given, or NOT_APPLICABLE; an item starts unscored (absent), so nothing counts unseen. */
  scores: Record<number, ItemScore>;
}

/** The store and the score date; another store clears the manager and the store's and manager's errors. */
export function StoreDateCard({
  draft,
  setDraft,
  errors,
  setErrors,
  storeOptions,
  loadingStores,
}: {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  storeOptions: { value: string; label: string }[];
  loadingStores: boolean;
}) {
  const { t } = useLingui();
  return (
    <Card padding="md">
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t`Store`}
            placeholder={loadingStores ? t`Loading stores…` : t`Choose a store`}
            data={storeOptions}
            value={draft.storeId != null ? String(draft.storeId) : null}
            onChange={(value) => {
              setDraft({ ...draft, storeId: value ? Number(value) : null, managerId: null });
              // A store change clears the store error (spec 3 §5).
              setErrors(({ store_id: _store, manager_id: _manager, ...rest }) => rest);
            }}
            searchable
            nothingFoundMessage={t`No stores`}
            required
            error={fieldError(errors, 'store_id')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <DateInput
            label={t`Score Date`}
            valueFormat={DISPLAY_DATE}
            value={draft.scoreDate}
            onChange={(value) => value && setDraft({ ...draft, scoreDate: dayjs(value).format(API_DATE) })}
            clearable={false}
            leftSection={<IconCalendar size={16} />}
            required
            error={fieldError(errors, 'score_date')}
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}

/** Each category an accordion panel: its items' points as radio buttons, and how many are left or docked. */
export function ScoreCategories({
  categories,
  scores,
  unscored,
  open,
  onOpen,
  onScore,
  itemError,
}: {
  categories: RetailScoreCategory[];
  scores: Record<number, ItemScore>;
  unscored: ReadonlySet<number>;
  open: string[];
  onOpen: (open: string[]) => void;
  onScore: (itemId: number, score: ItemScore) => void;
  itemError: (itemId: number) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Accordion variant="separated" multiple value={open} onChange={onOpen}>
      {categories.map((category) => {
        const docked = category.retail_score_category_items.reduce((sum, item) => {
          const score = scores[item.id];
          return typeof score === 'number' ? sum + item.permissible_score - score : sum;
        }, 0);
        const left = category.retail_score_category_items.filter((i) => unscored.has(i.id)).length;
        return (
          <Accordion.Item key={category.id} value={String(category.id)}>
            <Accordion.Control>
              <Group gap="sm" justify="space-between" pr="sm" wrap="nowrap">
                <Text fw={600}>
                  <ChainText record={category} field="name" />
                </Text>
                <Badge variant="light" color={left ? 'gray' : docked ? 'orange' : 'teal'} style={{ flex: '0 0 auto' }}>
                  {left ? t`${left} to score` : docked ? `−${docked}` : t`full marks`}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {category.retail_score_category_items.map((item) => {
                const name = chainTextIn(chainWords(item, 'name')).text;
                const most = item.permissible_score;
                return (
                  <Radio.Group
                    key={item.id}
                    id={`score-item-${item.id}`}
                    className={classes.itemRow}
                    label={<ChainText record={item} field="name" />}
                    description={t`0 to ${most}`}
                    value={scores[item.id] == null ? null : String(scores[item.id])}
                    onChange={(value) => onScore(item.id, value === NOT_APPLICABLE ? NOT_APPLICABLE : Number(value))}
                    error={itemError(item.id)}
                    data-unscored={unscored.has(item.id) || undefined}
                  >
                    <Group gap="md" mt={6}>
                      {Array.from({ length: item.permissible_score + 1 }, (_, n) => (
                        <Radio key={n} value={String(n)} label={String(n)} aria-label={`${name}: ${n}`} />
                      ))}
                      {category.allows_not_applicable && (
                        <Radio value={NOT_APPLICABLE} label={t`N/A`} aria-label={t`${name}: not applicable`} />
                      )}
                    </Group>
                  </Radio.Group>
                );
              })}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

/** The points so far, what is left to score, Back and Submit. */
export function SummaryColumn({
  summary,
  unscored,
  items,
  showUnscored,
  saving,
}: {
  summary: ReturnType<typeof scoreSummary>;
  unscored: number;
  items: number;
  showUnscored: boolean;
  saving: boolean;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <PointsSummary summary={summary} />
      {unscored > 0 && (
        <Text size="sm" c={showUnscored ? 'red.8' : 'dimmed'} data-summary="unscored">
          {t`${plural(unscored, {
            one: `# item of ${items} still to score; the summary counts only scored items.`,
            other: `# items of ${items} still to score; the summary counts only scored items.`,
          })}`}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          component={Link}
          to={paths.retailScoreSheets.href()}
          leftSection={<IconArrowLeft size={16} />}
        >
          <Trans>Back</Trans>
        </Button>
        <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
          <Trans>Submit</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
