import { createToaster, Portal, Spinner, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The toast store and list: a lazy chunk of @tac/ui (zag's toast machines are a good
 * part of Chakra's weight), loaded by ./toaster.tsx with the first toast.
 */
/**
 * At the bottom's end: the navbar's breadcrumb and a page's actions (Add …) sit at the top,
 * forms' Save and the pager at the start, so a toast there hides none of them.
 */
export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

/** Rendered by ./toaster.tsx's AppToaster once a toast was asked for. */
export function ToastList() {
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
