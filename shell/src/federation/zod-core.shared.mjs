// zod's `core` namespace as the console shares it (zod.shared.mjs): all of it but the error
// messages of the other 40-odd languages (`core.locales` keeps English, which zod sets by
// default; the console writes its own messages, shared/ui/src/form/issueMessages.ts).
export * from '../../../node_modules/zod/v4/core/index.js';
import { en } from '../../../node_modules/zod/v4/locales/index.js';
export const locales = { en };
