import { Alert, Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/core/styles/Drawer.layer.css';
import { IconCloudOff, IconDeviceFloppy, IconPlusMinus } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UNIT_TYPE_LABELS, type FoodSafetyDay, type Reading, type TemperatureUnit } from '@dripp/contract/food-safety';
import { useChainText } from '../../components/chain-text';
import { fieldError } from '../../lib/api-client';
import { displayTime } from '../../lib/format';
import { FixFields } from './fix-fields';
import { isTemperature, scaleSymbol, shownLimits, shownValue } from './reading-value';
import { useReadingForm, type ReadingForm, type SaveProblem, type SheetTarget } from './use-reading-form';

export type { SheetTarget } from './use-reading-form';

const WIDE_QUERY = '(min-width: 48em)';

/** The sheet's title: the unit, and what the reading is for. */
function useSheetTitle({ unit, kind }: SheetTarget): string {
  const { t } = useLingui();
  const name = useChainText()(unit, 'name');
  if (kind === 'recheck') return t`Re-check ${name}`;
  if (kind === 'correction') return t`Correct a reading of ${name}`;
  return name;
}

function Problem({ problem }: { problem: SaveProblem }) {
  const { t } = useLingui();
  if (!problem) return null;
  if (problem.kind === 'offline') {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconCloudOff size={20} />}
        title={t`Not saved: you are offline`}
        role="alert"
      >
        <Trans>
          The reading is still here. Save again once the phone is back online: a reading is stamped with the time it
          reaches the portal, so it is not kept to send later.
        </Trans>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t`Not saved`} role="alert">
      {problem.message}
    </Alert>
  );
}

/** The one number: large, the decimal keypad, and a sign button where the keypad has no minus. */
function ValueField({ form, target, scale }: { form: ReadingForm; target: SheetTarget; scale: TemperatureUnit }) {
  const { t } = useLingui();
  const { unit } = target;
  const symbol = scaleSymbol(unit.type, scale);
  const flip = () => form.setText(form.text.startsWith('-') ? form.text.slice(1) : `-${form.text}`);
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label={t`Reading (${symbol})`}
        value={form.text}
        onChange={(event) => form.setText(event.currentTarget.value)}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        size="xl"
        data-autofocus
        rightSection={<Text c="dimmed">{symbol}</Text>}
        rightSectionWidth={56}
        error={fieldError(form.errors, 'value')}
        style={{ flex: 1 }}
        styles={{ input: { fontSize: 32, fontWeight: 700 } }}
      />
      {isTemperature(unit.type) && (
        <Button variant="default" size="xl" px="md" mt={30} onClick={flip} aria-label={t`Change the sign (below zero)`}>
          <IconPlusMinus size={24} />
        </Button>
      )}
    </Group>
  );
}

/** What the person reads before typing: the type, the limits, the last reading, what is re-checked. */
function SheetFacts({ target, scale, timeZone }: { target: SheetTarget; scale: TemperatureUnit; timeZone: string }) {
  const { t, i18n } = useLingui();
  const { unit, refersTo } = target;
  const type = i18n._(UNIT_TYPE_LABELS[unit.type]);
  const limits = shownLimits(unit, unit.type, scale);
  const last = unit.last_reading;
  const lastValue = last ? shownValue(last.value, unit.type, scale) : '';
  const lastAt = last ? displayTime(last.taken_at, timeZone) : '';
  const earlier = refersTo ? shownValue(refersTo.value, unit.type, scale) : '';
  const earlierAt = refersTo ? displayTime(refersTo.taken_at, timeZone) : '';
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {type} · <Trans>Allowed: {limits}</Trans>
      </Text>
      {refersTo ? (
        <Text size="sm" fw={500} data-refers-to={refersTo.id}>
          {target.kind === 'recheck'
            ? t`Was ${earlier} at ${earlierAt}, out of range`
            : t`Correcting ${earlier} taken at ${earlierAt}`}
        </Text>
      ) : (
        <Text size="sm" data-last-reading>
          {last ? t`Last reading: ${lastValue} at ${lastAt}` : t`No reading yet`}
        </Text>
      )}
    </Stack>
  );
}

/** The body of the sheet for one target; it starts empty each time the sheet opens. */
function SheetForm({
  target,
  day,
  scale,
  onSaved,
}: {
  target: SheetTarget;
  day: FoodSafetyDay;
  scale: TemperatureUnit;
  onSaved: (saved: Reading) => void;
}) {
  const form = useReadingForm(target, scale, day.photo_required, onSaved);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack gap="md" pb="md">
        <SheetFacts target={target} scale={scale} timeZone={day.time_zone} />
        <ValueField form={form} target={target} scale={scale} />
        {form.outOfRange && (
          <FixFields
            form={form}
            fixes={day.fixes}
            photoRequired={day.photo_required}
            limits={shownLimits(target.unit, target.unit.type, scale)}
          />
        )}
        <Problem problem={form.problem} />
        <Button type="submit" size="lg" fullWidth loading={form.saving} leftSection={<IconDeviceFloppy size={20} />}>
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </form>
  );
}

/** The reading sheet: from the bottom of the phone, one number and Save; out of range, the fix. */
export function ReadingSheet({
  target,
  day,
  scale,
  onClose,
  onSaved,
}: {
  target: SheetTarget | null;
  day: FoodSafetyDay;
  scale: TemperatureUnit;
  onClose: () => void;
  onSaved: (target: SheetTarget, saved: Reading) => void;
}) {
  const { t } = useLingui();
  // A sheet from the bottom on a phone, within thumb's reach; a side panel on a wide screen.
  const wide = useMediaQuery(WIDE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position={wide ? 'right' : 'bottom'}
      size={wide ? 'md' : undefined}
      title={target ? <SheetTitle target={target} /> : null}
      closeButtonProps={{ size: 'xl', 'aria-label': t`Close` }}
      // On a phone the sheet is as tall as what it holds, up to nearly the whole screen (then it scrolls).
      styles={wide ? undefined : { content: { height: 'auto', maxHeight: '92dvh', borderRadius: '16px 16px 0 0' } }}
    >
      {target && (
        <SheetForm
          key={`${target.kind}-${target.unit.id}-${target.refersTo?.id ?? 0}`}
          target={target}
          day={day}
          scale={scale}
          onSaved={(saved) => onSaved(target, saved)}
        />
      )}
    </Drawer>
  );
}

function SheetTitle({ target }: { target: SheetTarget }) {
  return (
    <Text fw={700} size="lg" c="espresso.9">
      {useSheetTitle(target)}
    </Text>
  );
}
