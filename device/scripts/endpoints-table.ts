/**
 * Regenerates the endpoint table of device/README.md from the contracts:
 *   npx tsx device/scripts/endpoints-table.ts          rewrite the README section
 *   npx tsx device/scripts/endpoints-table.ts --check  exit 1 when it is out of date
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointsTable, withTable } from '../src/model/endpointsTable';
import { modules } from '../src/modules';

const file = join(__dirname, '..', 'README.md');
const current = readFileSync(file, 'utf8');
const next = withTable(current, endpointsTable(modules));
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('device/README.md: the endpoint table is out of date; run npx tsx device/scripts/endpoints-table.ts');
    process.exit(1);
  }
} else if (next !== current) {
  writeFileSync(file, next);
}
