import { useState } from 'react';
import { Alert, Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.layer.css';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconFileTypePdf } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPORT_DAYS_MAX } from '@dripp/contract/food-safety';
import { addDays } from '@dripp/domain/dates';
import { API_DATE, DISPLAY_DATE, today } from '../../lib/format';
import { useStoreZone } from '../../lib/use-store-zone';
import { reportLink } from './api/food-units';

type Period = [string | null, string | null];
const PHONE_QUERY = '(max-width: 48em)';

/**
 * "Inspector's report": a period of at most 90 store days (the last 90 by default) and one button
 * that opens the store's report as a PDF in a new tab. The tab is opened inside the tap (Safari on
 * iOS blocks one opened after an await) and sent to the report's short link once it is known.
 */
export function ReportCard({ storeId }: { storeId: number }) {
  const { t } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  const zone = useStoreZone(storeId);
  const last = today(zone);
  const [period, setPeriod] = useState<Period | null>(null);
  const [from, to] = period ?? [addDays(last, -(REPORT_DAYS_MAX - 1)), last];
  const [opening, setOpening] = useState(false);
  const [fallback, setFallback] = useState<string | null>(null);
  // While the second day is picked, it lies within 90 days of the first, and never after today.
  const first = from && !to ? from : null;
  const cap = first ? addDays(first, REPORT_DAYS_MAX - 1) : last;
  const latest = cap < last ? cap : last;

  const open = async () => {
    if (!from || !to) return;
    setFallback(null);
    const tab = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const link = await reportLink(storeId, from, to);
      const url = new URL(link.url, window.location.origin).href;
      if (tab && !tab.closed) tab.location.href = url;
      else setFallback(url);
    } catch {
      tab?.close();
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="food-report">
      <Title order={2} size="h3" c="espresso.9" id="food-report" mb={4}>
        <Trans>Inspector&apos;s report</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          Every reading with what was done about those out of range and their re-checks, missed readings, cooling
          batches and labels printed, as a PDF. Up to {REPORT_DAYS_MAX} days.
        </Trans>
      </Text>
      <Group align="flex-end" gap="sm">
        <DatePickerInput
          type="range"
          label={t`Days`}
          placeholder={t`Pick the first and last day`}
          valueFormat={DISPLAY_DATE}
          value={[from, to]}
          onChange={([start, end]) =>
            setPeriod([start ? dayjs(start).format(API_DATE) : null, end ? dayjs(end).format(API_DATE) : null])
          }
          allowSingleDateInRange
          maxDate={dayjs(latest).toDate()}
          minDate={first ? dayjs(addDays(first, -(REPORT_DAYS_MAX - 1))).toDate() : undefined}
          numberOfColumns={phone ? 1 : 2}
          leftSection={<IconCalendar size={16} />}
          size="md"
          w={{ base: '100%', xs: 360 }}
          popoverProps={{ withinPortal: true }}
        />
        <Button
          leftSection={<IconFileTypePdf size={18} />}
          onClick={() => void open()}
          loading={opening}
          disabled={!from || !to}
          h={44}
        >
          <Trans>Open the report</Trans>
        </Button>
      </Group>
      {fallback && (
        <Alert color="blue" variant="light" mt="md">
          <Anchor href={fallback} target="_blank" rel="noopener">
            <Trans>The report is ready: open it</Trans>
          </Anchor>
        </Alert>
      )}
    </Card>
  );
}
