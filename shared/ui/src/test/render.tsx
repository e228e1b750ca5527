import { initI18n } from '@tac/i18n';
import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../UiProvider';

export async function prepare(): Promise<void> {
  await initI18n();
}

/** Renders inside UiProvider and lets the toaster finish mounting (it updates itself right after). */
export async function renderUi(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => <UiProvider>{children}</UiProvider>;
  const result = render(ui, { wrapper: Wrapper, ...options });
  await act(async () => {
    await Promise.resolve();
  });
  return result;
}
