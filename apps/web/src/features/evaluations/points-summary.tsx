import { Card, Table, Text, Title } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ScoreSummary } from '@dripp/domain/score-summary';
import classes from './evaluations.module.css';

/** The Points Docked summary (spec 3 §2.4), live on the form and the same on the view. */
export function PointsSummary({ summary }: { summary: ScoreSummary }) {
  const { t } = useLingui();
  return (
    <Card padding="md" className={classes.printCard} aria-labelledby="points-docked-title">
      <Title order={2} size="h4" id="points-docked-title" mb="xs">
        <Trans>Points Docked</Trans>
      </Title>
      <Table className={classes.summary} verticalSpacing={4} aria-label={t`Points Docked`} withRowBorders={false}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Points</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Items</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Docked</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {summary.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  <Trans>No items scored yet</Trans>
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {summary.rows.map((row) => (
            <Table.Tr key={row.value} data-docked={row.count > 0 || undefined}>
              <Table.Td>{row.value}</Table.Td>
              <Table.Td ta="right">× {row.count}</Table.Td>
              <Table.Td ta="right">{row.product}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <Table.Th colSpan={2}>
              <Trans>Total Docked</Trans>
            </Table.Th>
            <Table.Td ta="right" data-testid="total-docked">
              {summary.totalDocked}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th colSpan={2}>
              <Trans>Total Possible Points</Trans>
            </Table.Th>
            <Table.Td ta="right" data-testid="total-possible">
              {summary.totalPossible}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th colSpan={2}>
              <Trans>Less Total Docked</Trans>
            </Table.Th>
            <Table.Td ta="right">{summary.totalDocked ? `−${summary.totalDocked}` : 0}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th colSpan={2}>
              <Trans>Total score</Trans>
            </Table.Th>
            <Table.Td ta="right" fw={700} data-testid="total-score" style={{ whiteSpace: 'nowrap' }}>
              {summary.totalScore} ({summary.percentage.toFixed(2)}%)
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Card>
  );
}
