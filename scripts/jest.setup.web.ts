import '@testing-library/jest-dom/jest-globals';
import { TransformStream, WritableStream } from 'node:stream/web';

// msw 2.15 needs the web streams that jest-fixed-jsdom 0.0.10 does not expose.
Object.assign(globalThis, {
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
});
