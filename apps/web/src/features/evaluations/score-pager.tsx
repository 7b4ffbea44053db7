import { Group, Pagination } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';

/** The pages shown around the current one (spec 3 §9: a window of 3). */
const WINDOW = 3;

/** First, Previous, a 3-page window with ellipses, Next and Last (spec 3 §2.3). */
export function ScorePager({
  page,
  total,
  onChange,
}: {
  page: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const start = Math.max(1, Math.min(page - 1, total - WINDOW + 1));
  const end = Math.min(total, start + WINDOW - 1);
  const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  return (
    <Pagination.Root total={total} value={page} onChange={onChange} size="sm">
      <Group gap={6} wrap="nowrap" component="nav" aria-label={t`Pages`}>
        <Pagination.First aria-label={t`First`} />
        <Pagination.Previous aria-label={t`Previous`} />
        {start > 1 && <Pagination.Dots />}
        {numbers.map((n) => (
          <Pagination.Control
            key={n}
            active={n === page}
            onClick={() => onChange(n)}
            aria-label={t`Page ${n}`}
            aria-current={n === page ? 'page' : undefined}
          >
            {n}
          </Pagination.Control>
        ))}
        {end < total && <Pagination.Dots />}
        <Pagination.Next aria-label={t`Next`} />
        <Pagination.Last aria-label={t`Last`} />
      </Group>
    </Pagination.Root>
  );
}
