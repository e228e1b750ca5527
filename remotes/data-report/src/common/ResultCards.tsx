import { CardFields, cardListStyles, chakra, loadingRows } from '@tac/ui';
import type { ResultTableProps } from './ResultTable';

const CARD_STYLES = cardListStyles({
  dl: { gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' },
  extra: {
    '& > li[data-marked]': { bg: 'red.subtle', color: 'red.fg', fontWeight: 'semibold' },
    '& dl > div': { minW: '0' },
  },
});

/**
 * The rows of a page on a phone: a card each, every column a label over its value, so
 * nothing sits off screen (a table of four to nine columns scrolled them away).
 */
export function ResultCards<T>({ caption, columns, rows, rowKey, loading, highlight }: Omit<ResultTableProps<T>, 'rows'> & { rows: T[] }) {
  return (
    <chakra.ul aria-label={caption} css={CARD_STYLES} {...loadingRows(loading)}>
      {rows.map((row, i) => (
        <li key={rowKey(row, i)} data-marked={highlight?.(row) ? '' : undefined}>
          <CardFields columns={columns} row={row} />
        </li>
      ))}
    </chakra.ul>
  );
}
