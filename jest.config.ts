/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** Every workspace is a jest project (DESIGN §1): the device runs in node, the rest in jsdom. */
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$|\\.mjs$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

// Component tests with dialogs and msw round trips take seconds on a loaded 2-core
// machine; a hung test still fails, just later than jest's 5 s default.
const testTimeout = 20_000;

const webProject = (dir: string): Config => ({
  displayName: dir,
  testTimeout,
  rootDir: join(__dirname, dir),
  testEnvironment: 'jest-fixed-jsdom',
  // msw 2 under jsdom needs the node exports of its dependencies.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: [join(__dirname, 'scripts/jest.setup.web.ts')],
  transform,
  transformIgnorePatterns: ['/node_modules/(?!(@tac|until-async)/).+\\.c?js$'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|ttf)$': join(__dirname, 'scripts/jest.file-stub.ts'),
  },
  testMatch: ['**/*.test.ts?(x)'],
} as Config);

const remotes = existsSync(join(__dirname, 'remotes'))
  ? readdirSync(join(__dirname, 'remotes')).map((r) => `remotes/${r}`)
  : [];

const config: Config = {
  testTimeout,
  projects: [
    {
      displayName: 'device',
      rootDir: join(__dirname, 'device'),
      testEnvironment: 'node',
      testTimeout,
      transform,
      // jose and cookie ship ESM only, and @fastify/cookie loads cookie with import():
      // let swc compile them to CommonJS like our own sources.
      transformIgnorePatterns: ['/node_modules/(?!(@tac|jose|cookie|@fastify/cookie)/)'],
      testMatch: ['**/*.test.ts'],
    },
    {
      // The repository's own tooling (npm run new:remote …), in node.
      displayName: 'scripts',
      rootDir: join(__dirname, 'scripts'),
      testEnvironment: 'node',
      testTimeout,
      transform,
      testMatch: ['**/*.test.ts'],
    },
    ...['shared/goform', 'shared/ui', 'shared/i18n', 'shared/section', 'shell', ...remotes].map(webProject),
  ],
};

export default config;
