import { Trans } from '@lingui/react/macro';
import { lineLossCents, parseValueCents } from '@dripp/domain/waste-log';
import { displayDate, moneyOfCents } from '../../lib/format';
import type { Row } from './waste-log-rows';
import classes from './waste-log.module.css';

/** The waste log as printed: only lines with a description, and their total loss. */
export function WasteLogPrint({ store, date, rows }: { store: string; date: string; rows: Row[] }) {
  const lines = rows.filter((row) => row.description.trim());
  const total = lines.reduce((sum, row) => sum + lineLossCents(row.qty, row.value), 0);
  const day = displayDate(date);
  return (
    <div className={classes.printOnly} aria-hidden>
      <h1 className={classes.printTitle}>
        <Trans>Waste Log</Trans>
      </h1>
      <p className={classes.printMeta}>
        <Trans>
          <strong>Store:</strong> {store} &nbsp;·&nbsp; <strong>Date:</strong> {day}
        </Trans>
      </p>
      <table className={classes.printTable}>
        <thead>
          <tr>
            <th>#</th>
            <th>
              <Trans>Description</Trans>
            </th>
            <th>
              <Trans>Quantity</Trans>
            </th>
            <th>
              <Trans>Value</Trans>
            </th>
            <th>
              <Trans>LOSS $</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={5}>
                <Trans>No waste logged.</Trans>
              </td>
            </tr>
          ) : (
            lines.map((row, index) => (
              <tr key={row.key}>
                <td>{index + 1}</td>
                <td>{row.description.trim()}</td>
                <td>{row.qty || '0'}</td>
                <td>{moneyOfCents(parseValueCents(row.value))}</td>
                <td>{moneyOfCents(lineLossCents(row.qty, row.value))}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>
              <Trans>Total loss</Trans>
            </td>
            <td>{moneyOfCents(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
