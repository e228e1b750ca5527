import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { sessionEnding } from '@tac/goform/core';
import { ConfirmDialog } from '../ConfirmDialog';

export interface UnsavedChangesGuardProps {
  when: boolean;
  /** What leaving would cost, when it is not unsaved edits (an upload under way). */
  title?: string;
  message?: string;
}

function RouterBlocker({ when, title, message }: UnsavedChangesGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title ?? t('common:unsavedTitle')}
      message={message ?? t('common:unsavedMessage')}
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
export function UnsavedChangesGuard({ when, title, message }: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!when) return;
    // A page left because its session ended goes without asking: the edits are kept as a draft.
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!sessionEnding()) e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return dataRouter ? <RouterBlocker when={when} title={title} message={message} /> : null;
}
