import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, Flex, NativeSelect, Text } from '@tac/ui';

export interface PagerProps {
  page: number;
  pages: number;
  count: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Previous / next through the device's pages, and how many rows a page holds. */
export function Pager({ page, pages, count, pageSize, pageSizes, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation('users');
  const { number } = useLocaleFormat();
  return (
    <Flex as="nav" aria-label={t('list.paging')} gap="3" align="center" wrap="wrap" justify="space-between">
      <Text fontSize="sm" color="fg.muted">
        {t('list.total', { count })}
      </Text>
      <Flex gap="2" align="center" wrap="wrap">
        <NativeSelect.Root size="sm" w="auto">
          <NativeSelect.Field
            aria-label={t('list.pageSize')}
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {t('list.perPage', { count: size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {/* Previous, position and Next wrap as one piece, never with Next alone on a line; on a
            phone the position takes its own line above the two buttons. */}
        <Flex gap="2" align="center" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Button size="sm" variant="outline" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('list.previous')}
          </Button>
          <Text fontSize="sm" aria-live="polite" order={{ base: -1, sm: 0 }} w={{ base: 'full', sm: 'auto' }}>
            {t('list.pageOf', { page: number(page + 1), pages: number(pages) })}
          </Text>
          <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t('list.next')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
