import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createConfig } from '../rspack.config.base';

/** BRAND=<id> picks shell/brands/<id>.json (DESIGN §4); the default brand is tac. */
const brandId = process.env.BRAND ?? 'tac';
const brand = JSON.parse(readFileSync(join(__dirname, 'brands', `${brandId}.json`), 'utf8')) as {
  id: string;
  title: string;
  favicon: string;
};

const devicePort = process.env.DEVICE_PORT ?? '8080';

export default createConfig({
  name: 'shell',
  kind: 'host',
  dir: __dirname,
  port: 3000,
  publicPath: '/',
  brand,
  // In dev, the device answers /goform and each remote's dev server serves /remotes/<id>.
  proxy: [
    { context: ['/goform'], target: `http://localhost:${devicePort}` },
    { context: ['/remotes/basic-setup'], target: 'http://localhost:3003' },
  ],
});
