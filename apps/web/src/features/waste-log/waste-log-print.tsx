import { lineLossCents, parseValueCents } from '@dripp/domain/waste-log';
import { displayDate, moneyOfCents } from '../../lib/format';
import type { Row } from './waste-log-rows';
import classes from './waste-log.module.css';

/** The waste log as printed: only lines with a description, and their total loss. */
export function WasteLogPrint({ store, date, rows }: { store: string; date: string; rows: Row[] }) {
  const lines = rows.filter((row) => row.description.trim());
  const total = lines.reduce((sum, row) => sum + lineLossCents(row.qty, row.value), 0);
  return (
    <div className={classes.printOnly} aria-hidden>
      <h1 className={classes.printTitle}>Waste Log</h1>
      <p className={classes.printMeta}>
        <strong>Store:</strong> {store} &nbsp;·&nbsp; <strong>Date:</strong> {displayDate(date)}
      </p>
      <table className={classes.printTable}>
        <thead>
          <tr>
            <th>#</th>
            <th>Description</th>
            <th>Quantity</th>
            <th>Value</th>
            <th>LOSS $</th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={5}>No waste logged.</td>
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
            <td colSpan={4}>Total loss</td>
            <td>{moneyOfCents(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
