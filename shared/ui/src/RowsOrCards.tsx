import type { ReactNode } from 'react';
import { chakra, Table, VisuallyHidden } from '@chakra-ui/react';
import { CardFields, cardListStyles, type CardColumn } from './CardFields';
import { useMobileLayout } from './useMobileLayout';

export interface RowColumn<T> extends CardColumn<T> {
  /** Kept on one line in the table (a MAC); a card wraps it rather than overflow. */
  nowrap?: boolean;
}

export interface RowsOrCardsProps<T> {
  /** The table's or the list's name. */
  label: string;
  rows: readonly T[];
  columns: RowColumn<T>[];
  rowKey: (row: T) => string;
  /** What names a card (a device's MAC). */
  rowLabel: (row: T) => string;
  /** A control ahead of each row or card (its checkbox). */
  lead?: (row: T) => ReactNode;
  /** The lead's column header on a desktop, and a line of its own above the cards (select all). */
  leadHeader?: ReactNode;
  /** The lead header's words, shown beside it above the cards (the checkbox already has them as its name). */
  leadHeaderText?: string;
  /** Buttons after each row or card (Edit), under a column named only for screen readers. */
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
  /** Rows to set apart (selected). */
  marked?: (row: T) => boolean;
}

const CARD_STYLES = cardListStyles({
  li: { display: 'flex', alignItems: 'flex-start', gap: '3' },
  dl: { flex: '1', minW: '0', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))' },
});

/**
 * A short list of device rows: a table on a desktop, a card each on a phone with every column
 * a label over its value (at 375 px a five- or six-column table cut off its last columns).
 */
export function RowsOrCards<T>({ label, rows, columns, rowKey, rowLabel, lead, leadHeader, leadHeaderText, actions, actionsHeader, marked }: RowsOrCardsProps<T>) {
  const mobile = useMobileLayout();
  if (mobile) {
    return (
      <>
        {leadHeader && (
          <chakra.div display="flex" alignItems="center" gap="3" px="3" fontSize="sm">
            {leadHeader}
            {leadHeaderText && <span aria-hidden="true">{leadHeaderText}</span>}
          </chakra.div>
        )}
        <chakra.ul aria-label={label} css={CARD_STYLES}>
          {rows.map((row) => (
            <li key={rowKey(row)} aria-label={rowLabel(row)}>
              {lead?.(row)}
              <CardFields columns={columns} row={row} />
              {actions?.(row)}
            </li>
          ))}
        </chakra.ul>
      </>
    );
  }
  return (
    // Positioned, so a visually hidden header (absolute) stays inside the scroll box.
    <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full" position="relative">
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row>
            {lead && <Table.ColumnHeader w="10">{leadHeader}</Table.ColumnHeader>}
            {columns.map((c) => (
              <Table.ColumnHeader key={c.header}>{c.header}</Table.ColumnHeader>
            ))}
            {actions && (
              <Table.ColumnHeader>
                <VisuallyHidden>{actionsHeader}</VisuallyHidden>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={rowKey(row)} data-selected={marked?.(row) ? '' : undefined}>
              {lead && <Table.Cell>{lead(row)}</Table.Cell>}
              {columns.map((c) => (
                <Table.Cell key={c.header} whiteSpace={c.nowrap ? 'nowrap' : undefined}>
                  {c.cell(row)}
                </Table.Cell>
              ))}
              {actions && <Table.Cell>{actions(row)}</Table.Cell>}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
