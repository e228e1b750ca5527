import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The console's one toast queue; `toaster.create({ type, title, description })`. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 5 });

/** Rendered once by UiProvider. */
export function AppToaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('common:close')} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}

/**
 * Toast helpers keyed by their text: the same failure reported by several calls at
 * once (e.g. the network dropping) shows one toast, not five.
 */
export const notifyToast = {
  error(text: string) {
    const id = `error:${text}`;
    if (!toaster.isVisible(id)) toaster.create({ id, type: 'error', title: text, closable: true });
  },
  success(text: string) {
    const id = `success:${text}`;
    if (!toaster.isVisible(id)) toaster.create({ id, type: 'success', title: text, closable: true });
  },
};
