/** Types of peers-venv.mjs, for the TypeScript e2e support that reads files with the peers' Python (e2e/support/readers.ts). */
export const venv: string;
export const python: string;
export function ensureVenv(log?: (text: string) => void): string;
