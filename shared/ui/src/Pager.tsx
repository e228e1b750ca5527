import { useLocaleFormat } from '@tac/i18n';
import { useTranslation } from 'react-i18next';
import { Button, Flex, NativeSelect, Text } from './chakra';

/** A choice of how many rows a page holds. */
export interface PageSizeChoice {
  sizes: readonly number[];
  /** What the rows are, e.g. 'Users per page'. */
  label: string;
  onChange: (size: number) => void;
}

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Rows in the whole list, as the device counts them. */
  count: number;
  onPage: (page: number) => void;
  /** Without it the page size is fixed. */
  pageSizes?: PageSizeChoice;
  /** The next page or search is on its way: `count` is the previous answer's, so it is not shown. */
  pending?: boolean;
}

/**
 * What a list's rows wear while the next page or search loads (the old rows stay until it
 * comes): busy for assistive technology, and dimmed after a moment, so a fast answer does not flicker.
 */
export function loadingRows(loading: boolean) {
  return {
    'aria-busy': loading,
    opacity: loading ? 0.45 : 1,
    transition: loading ? 'opacity 0.2s ease 0.15s' : 'none',
  } as const;
}

/** Smaller buttons on a phone keep First, Previous, Next and Last on one row. */
const SIZE = { base: 'xs', sm: 'sm' } as const;

/**
 * Paging through a list the device serves a page at a time (`start`/`limit`), so any page
 * costs one call: First, Previous, where we are, Next, Last, and optionally the page size.
 */
export function Pager({ page, pageSize, count, onPage, pageSizes, pending = false }: PagerProps) {
  const { t } = useTranslation('common');
  const { number } = useLocaleFormat();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  // Whether there is a page after this one is known again with the answer.
  const atEnd = pending || page >= pages;
  return (
    <Flex as="nav" aria-label={t('pager.label')} align="center" gap="2" wrap="wrap">
      {/* On a phone the page size has a line of its own too: beside it the four buttons wrapped. */}
      {pageSizes && (
        <Flex w={{ base: 'full', sm: 'auto' }}>
          <NativeSelect.Root size="sm" w="auto">
            <NativeSelect.Field
              aria-label={pageSizes.label}
              value={pageSize}
              onChange={(e) => pageSizes.onChange(Number(e.target.value))}
            >
              {pageSizes.sizes.map((size) => (
                <option key={size} value={size}>
                  {t('pager.perPage', { count: size })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Flex>
      )}
      <Button size={SIZE} variant="outline" disabled={page <= 1} onClick={() => onPage(1)}>
        {t('pager.first')}
      </Button>
      <Button size={SIZE} variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      {/* On a phone the position takes a line of its own above the buttons, so the four buttons
          stay on one row instead of wrapping into three ragged lines. */}
      <Text fontSize="sm" aria-live="polite" order={{ base: -1, sm: 0 }} w={{ base: 'full', sm: 'auto' }}>
        {pending
          ? t('pager.pending', { page: number(page) })
          : t('pager.position', { page: number(page), pages: number(pages), count, rows: number(count) })}
      </Text>
      <Button size={SIZE} variant="outline" disabled={atEnd} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
      <Button size={SIZE} variant="outline" disabled={atEnd} onClick={() => onPage(pages)}>
        {t('pager.last')}
      </Button>
    </Flex>
  );
}
