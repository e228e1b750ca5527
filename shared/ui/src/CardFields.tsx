import type { ReactNode } from 'react';

/** A column as a card shows it: its header as the label over its value. */
export interface CardColumn<T> {
  /** The key of its field in the card; the header when absent. */
  id?: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Takes a card's whole width (a MAC, which would break in half a card). */
  wide?: boolean;
}

/**
 * The look every list of cards shares: plain elements styled once on the list, so a page of
 * cards stays cheap to draw. `li` and `dl` add to the card's and the fields' own rules; `extra`
 * adds rules of the list's own (a marked card).
 */
export function cardListStyles({ li = {}, dl = {}, extra = {} }: { li?: object; dl?: object; extra?: object }) {
  return {
    listStyleType: 'none',
    m: '0',
    p: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    '& > li': { ...li, borderWidth: '1px', rounded: 'md', px: '3', py: '2' },
    '& dl': { ...dl, display: 'grid', columnGap: '4', rowGap: '1.5', m: '0' },
    '& dl > div[data-wide]': { gridColumn: '1 / -1' },
    '& dt': { fontSize: 'xs', color: 'fg.muted' },
    '& dd': { m: '0', fontSize: 'sm', overflowWrap: 'anywhere' },
    ...extra,
  } as const;
}

/** A card's fields: every column a label over its value, so nothing of a row sits off a phone's screen. */
export function CardFields<T>({ columns, row }: { columns: readonly CardColumn<T>[]; row: T }) {
  return (
    <dl>
      {columns.map((c) => (
        <div key={c.id ?? c.header} data-wide={c.wide ? '' : undefined}>
          <dt>{c.header}</dt>
          <dd>{c.cell(row)}</dd>
        </div>
      ))}
    </dl>
  );
}
