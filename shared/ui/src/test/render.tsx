import { initI18n } from '@tac/i18n';
import { act, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { UiProvider } from '../UiProvider';

/** Browser APIs Chakra and Ark use that jsdom lacks. */
export function installDomPolyfills(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  // jsdom has no PointerEvent; zag's press handling constructs one.
  window.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;
  Element.prototype.scrollTo ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

export async function prepare(): Promise<void> {
  installDomPolyfills();
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
