import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument, openApiMarkdown } from '@tac/goform/contract/openapi';

describe('docs/device-api.md', () => {
  it('is what the contract generates (regenerate: npm run api:doc)', () => {
    const committed = readFileSync(join(__dirname, '..', 'docs', 'device-api.md'), 'utf8');
    const generated = openApiMarkdown(openApiDocument());
    if (committed !== generated) {
      throw new Error('docs/device-api.md differs from what the contract generates: run `npm run api:doc` and commit it');
    }
  });
});
