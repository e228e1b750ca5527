import { useLocaleFormat, useTranslation } from '@tac/i18n';
import { Button, Flex, Text } from '@tac/ui';

export interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
}

/** Smaller buttons on a phone keep First, Previous, Next and Last on one row. */
const SIZE = { base: 'xs', sm: 'sm' } as const;

/** Device-served paging: one `start`/`limit` call per page, so any depth costs one page. */
export function Pager({ page, pageSize, count, onPage }: PagerProps) {
  const { t } = useTranslation('dataReport');
  const { number } = useLocaleFormat();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <Flex as="nav" aria-label={t('pager.label')} align="center" gap="2" wrap="wrap">
      <Button size={SIZE} variant="outline" disabled={page <= 1} onClick={() => onPage(1)}>
        {t('pager.first')}
      </Button>
      <Button size={SIZE} variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      {/* On a phone the position takes a line of its own above the buttons, so the four buttons
          stay on one row instead of wrapping into three ragged lines. */}
      <Text fontSize="sm" aria-live="polite" order={{ base: -1, sm: 0 }} w={{ base: 'full', sm: 'auto' }}>
        {t('pager.position', { page: number(page), pages: number(pages), count: number(count) })}
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
