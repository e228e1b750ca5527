import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modules } from '../modules';
import { endpointsTable, withTable } from './endpointsTable';

describe('device/README.md endpoint table', () => {
  it('lists every registered endpoint as the contracts describe it (regenerate: npx tsx device/scripts/endpoints-table.ts)', () => {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    expect(withTable(readme, endpointsTable(modules))).toBe(readme);
  });

  it('has a row for every route', () => {
    const table = endpointsTable(modules);
    for (const r of modules.flatMap((m) => m.routes)) expect(table).toContain(`| \`${r.contract.name}\` |`);
  });
});
