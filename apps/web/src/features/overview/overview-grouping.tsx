import { SegmentedControl, Select, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { THUMB } from './overview-period';
import { GROUPINGS, GROUPING_LABELS, type Grouping } from './overview-sections';

/** What the stores are grouped by: a select a thumb can hit on a phone, a segmented control on a desk. */
export function GroupControl({
  value,
  onChange,
  phone,
}: {
  value: Grouping;
  onChange: (group: Grouping) => void;
  phone: boolean;
}) {
  const { t, i18n } = useLingui();
  const options = GROUPINGS.map((grouping) => ({ value: grouping, label: i18n._(GROUPING_LABELS[grouping]) }));
  const choose = (next: string | null) => next && next !== value && onChange(next as Grouping);
  if (phone) {
    return <Select label={t`Group by`} data={options} value={value} onChange={choose} size="md" styles={THUMB} />;
  }
  return (
    <div>
      <Text component="span" size="sm" fw={500} id="overview-group" display="block" mb={4}>
        <Trans>Group by</Trans>
      </Text>
      <SegmentedControl data={options} value={value} onChange={choose} aria-labelledby="overview-group" />
    </div>
  );
}
