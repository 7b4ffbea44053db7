import { lazy, Suspense, useId, useState } from 'react';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMinus, IconPlus, IconPrinter } from '@tabler/icons-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  LABEL_QUANTITY_MAX,
  LABEL_SIZES,
  LABEL_SIZE_LABELS,
  STORAGE_LABELS,
  type PrepItem,
} from '@dripp/contract/food-safety';
import { useBy } from '@dripp/domain/food-safety';
import { chainTextIn, chainWords } from '../../components/chain-text';
import { displayDateTime, VIEWER_ZONE } from '../../lib/format';
import { useLabelSize } from './label-size';
import type { PrintInput } from './api/print-labels';
import classes from './food-labels.module.css';

// The calendar comes only when a combined item needs its ingredients' dates.
const IngredientDates = lazy(async () => ({ default: (await import('./ingredient-dates')).IngredientDates }));

export interface LabelPrintModalProps {
  item: PrepItem | null;
  storeId: number;
  timeZone: string | undefined;
  printing: boolean;
  onClose: () => void;
  /** Called inside the tap: the page opens the labels' tab before anything is awaited. */
  onPrint: (input: PrintInput) => void;
}

/** How many labels: a stepper around a number-pad field. */
function QuantityStepper({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useLingui();
  const set = (next: number) => onChange(Math.min(LABEL_QUANTITY_MAX, Math.max(1, next)));
  const id = useId();
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        <Trans>Labels</Trans>
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <ActionIcon
          variant="default"
          size="xl"
          aria-label={t`Fewer labels`}
          onClick={() => set(value - 1)}
          disabled={value <= 1}
        >
          <IconMinus size={20} />
        </ActionIcon>
        <TextInput
          id={id}
          value={String(value)}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '');
            if (digits) set(Number(digits));
          }}
          inputMode="numeric"
          size="md"
          w={88}
          styles={{ input: { textAlign: 'center', fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        />
        <ActionIcon
          variant="default"
          size="xl"
          aria-label={t`More labels`}
          onClick={() => set(value + 1)}
          disabled={value >= LABEL_QUANTITY_MAX}
        >
          <IconPlus size={20} />
        </ActionIcon>
      </Group>
    </Stack>
  );
}

/** The chosen item's label: quantity, size, a combined item's ingredient dates, the use-by, and Print. */
function LabelForm({ item, storeId, timeZone, printing, onPrint }: LabelPrintModalProps & { item: PrepItem }) {
  const { t, i18n } = useLingui();
  const [quantity, setQuantity] = useState(1);
  const [size, setSize] = useLabelSize();
  const [combined, setCombined] = useState(false);
  const [ingredientDates, setIngredientDates] = useState<string[]>([]);
  const dates = combined ? ingredientDates : [];
  const now = new Date();
  const life = { value: item.shelf_life, unit: item.shelf_life_unit, readyToEat: item.ready_to_eat };
  const until = displayDateTime(useBy(now, life, timeZone ?? VIEWER_ZONE, dates), timeZone);
  const prepped = displayDateTime(now, timeZone);
  const storage = i18n._(STORAGE_LABELS[item.storage]);
  const shelfLife = item.shelf_life;
  return (
    <Stack gap="md">
      <Box className={classes.useBy} aria-live="polite">
        <Text size="sm" fw={600}>
          <Trans>Use by</Trans>
        </Text>
        <Text fz={22} fw={800} lh={1.2} data-testid="use-by">
          {until}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          <Trans>Prepped {prepped}</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {item.shelf_life_unit === 'days' ? (
            <Plural value={shelfLife} one="# day" other="# days" />
          ) : (
            <Plural value={shelfLife} one="# hour" other="# hours" />
          )}
          {` · ${storage}`}
          {item.ready_to_eat && ` · ${t`Ready to eat`}`}
        </Text>
      </Box>
      <QuantityStepper value={quantity} onChange={setQuantity} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="label-size">
          <Trans>Label size</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="label-size"
          fullWidth
          value={size}
          onChange={(value) => setSize(value as typeof size)}
          data={LABEL_SIZES.map((key) => ({ value: key, label: i18n._(LABEL_SIZE_LABELS[key]) }))}
        />
      </Stack>
      <Switch
        label={
          <>
            <Text inherit>{t`Combined item`}</Text>
            <Text size="sm" c="dimmed">
              {t`Made from prepped ingredients: the earliest prep date counts`}
            </Text>
          </>
        }
        styles={{
          body: { alignItems: 'center' },
          label: { minHeight: 44, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
        }}
        checked={combined}
        onChange={(event) => setCombined(event.currentTarget.checked)}
        size="md"
      />
      {combined && (
        <Suspense fallback={<Skeleton height={62} />}>
          <IngredientDates value={ingredientDates} onChange={setIngredientDates} timeZone={timeZone} />
        </Suspense>
      )}
      <Button
        size="lg"
        fullWidth
        leftSection={<IconPrinter size={22} />}
        loading={printing}
        onClick={() => onPrint({ storeId, prep_item_id: item.id, quantity, size, ingredient_dates: dates })}
      >
        <Plural value={quantity} one="Print # label" other="Print # labels" />
      </Button>
    </Stack>
  );
}

/** The label of the item tapped: a dialog over the grid, so Print is the next tap. */
export function LabelPrintModal(props: LabelPrintModalProps) {
  const { item, onClose } = props;
  const { t } = useLingui();
  const words = item && chainWords(item, 'name');
  const main = words && chainTextIn(words);
  const other = words && main && (main.lang === 'es' ? words.english : words.spanish);
  return (
    <Modal
      opened={item != null}
      onClose={onClose}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': t`Close` }}
      title={
        main && (
          <div>
            <Text fw={800} fz="xl" lang={main.lang}>
              {main.text}
            </Text>
            {other && other !== main.text && (
              <Text c="dimmed" size="sm">
                {other}
              </Text>
            )}
          </div>
        )
      }
    >
      {item && <LabelForm key={item.id} {...props} item={item} />}
    </Modal>
  );
}
