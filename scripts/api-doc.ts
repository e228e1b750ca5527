/**
 * Writes docs/device-api.md from the wire contract (the OpenAPI document rendered as tables):
 *   npm run api:doc            rewrite it
 *   npm run api:doc -- --check exit 1 when the committed file differs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument, openApiMarkdown } from '@tac/goform/contract/openapi';

export const API_DOC = join(__dirname, '..', 'docs', 'device-api.md');

const next = openApiMarkdown(openApiDocument());
let current = '';
try {
  current = readFileSync(API_DOC, 'utf8');
} catch {
  // not written yet
}
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('docs/device-api.md is out of date with the contract: run npm run api:doc');
    process.exit(1);
  }
} else if (next !== current) {
  writeFileSync(API_DOC, next);
  console.log('wrote docs/device-api.md');
}
