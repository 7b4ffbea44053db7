import { SegmentedControl, Select, Text } from '@mantine/core';
import { THUMB } from './overview-period';
import { GROUPINGS, GROUPING_LABELS, type Grouping } from './overview-sections';

const OPTIONS = GROUPINGS.map((value) => ({ value, label: GROUPING_LABELS[value] }));

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
  const choose = (next: string | null) => next && next !== value && onChange(next as Grouping);
  if (phone) return <Select label="Group by" data={OPTIONS} value={value} onChange={choose} size="md" styles={THUMB} />;
  return (
    <div>
      <Text component="span" size="sm" fw={500} id="overview-group" display="block" mb={4}>
        Group by
      </Text>
      <SegmentedControl data={OPTIONS} value={value} onChange={choose} aria-labelledby="overview-group" />
    </div>
  );
}
