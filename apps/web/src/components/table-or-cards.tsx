import type { ReactNode } from 'react';
import { Card } from '@mantine/core';
import classes from './table-or-cards.module.css';

/**
 * A list page's rows as a table in a card on wide screens and as a list of cards below 1150 px
 * (spec 3 §9), for lists whose narrow cards are laid out by hand. Lists of plain columns use
 * `ResponsiveTable`. `label` names the narrow list for screen readers; give the table its own.
 */
export function TableOrCards({ label, table, cards }: { label: string; table: ReactNode; cards: ReactNode }) {
  return (
    <>
      <Card padding="lg" className={classes.wide}>
        {table}
      </Card>
      <div className={classes.narrow} role="list" aria-label={label}>
        {cards}
      </div>
    </>
  );
}
