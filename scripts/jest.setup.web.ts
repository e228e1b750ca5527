import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { TransformStream, WritableStream } from 'node:stream/web';

// msw 2.15 needs the web streams that jest-fixed-jsdom 0.0.10 does not expose.
Object.assign(globalThis, {
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});

// Lazy chunks and msw round trips take longer than testing-library's 1 s default on a
// loaded 2-core CI machine; waiting longer changes no assertion.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs Chakra (Ark/zag) uses that jsdom lacks: dialogs, menus, toasts, presses.
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
window.PointerEvent ??= class extends MouseEvent {} as unknown as typeof PointerEvent;
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
