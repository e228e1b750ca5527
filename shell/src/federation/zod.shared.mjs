// What the console shares as 'zod' (build/sharedLibraries.ts): every export of zod (a remote may
// use any), but the locale bundles — `z.locales` and `z.core.locales` hold English only.
// zod shared as is would be compiled whole: 88 kB gzip, 40 of them error messages in
// other languages nobody loads (the console translates zod issues itself).
export * from '../../../node_modules/zod/v4/classic/external.js';
import * as core from './zod-core.shared.mjs';
import * as z from './zod.shared.mjs';
import { en } from '../../../node_modules/zod/v4/locales/index.js';
export const locales = { en };
export { core, z, z as default };
