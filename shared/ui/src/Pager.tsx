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
}

/** Smaller buttons on a phone keep First, Previous, Next and Last on one row. */
const SIZE = { base: 'xs', sm: 'sm' } as const;

/**
 * Paging through a list the device serves a page at a time (`start`/`limit`), so any page
 * costs one call: First, Previous, where we are, Next, Last, and optionally the page size.
 */
export function Pager({ page, pageSize, count, onPage, pageSizes }: PagerProps) {
  const { t } = useTranslation('common');
  const { number } = useLocaleFormat();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Flex as="nav" aria-label={t('pager.label')} align="center" gap="2" wrap="wrap">
      {pageSizes && (
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
        {t('pager.position', { page: number(page), pages: number(pages), count, rows: number(count) })}
      </Text>
      <Button size={SIZE} variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
      <Button size={SIZE} variant="outline" disabled={page >= pages} onClick={() => onPage(pages)}>
        {t('pager.last')}
      </Button>
    </Flex>
  );
}
