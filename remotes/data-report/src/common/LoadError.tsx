import { deviceMessage, type GoformError } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { ErrorPanel } from '@tac/ui';

/** A search the device refused: what it said (catalogue text) and Retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('dataReport');
  const e = error as GoformError | undefined;
  const message = e?.status === 'DEVICE' ? deviceMessage(e.msg, e.retvalue) : undefined;
  return <ErrorPanel title={t('table.loadFailed')} message={message} onRetry={onRetry} />;
}
