import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from '../ConfirmDialog';

export interface UnsavedChangesGuardProps {
  when: boolean;
}

function RouterBlocker({ when }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common:unsavedTitle')}
      message={t('common:unsavedMessage')}
      confirmLabel={t('common:leave')}
      cancelLabel={t('common:stay')}
      destructive
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * Warns before unsaved edits are lost: the browser's own prompt on reload or close,
 * and a dialog on in-app navigation (only available under a data router).
 */
export function UnsavedChangesGuard({ when }: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return dataRouter ? <RouterBlocker when={when} /> : null;
}
