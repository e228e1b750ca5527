import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { listCatalogues } from '../../../i18n/catalogue/catalogue';
import { LANGUAGE_CODES } from '../../../i18n/src/languages';
import { SetAllWirless } from './hardware';
import { GetSNKeyParam } from './hidden';
import { FieldMessage } from './messages';
import { accessGroup, restGroup, SETTINGS_GROUPS } from './settings';

const ROOT = join(__dirname, '../../../..');
/** Catalogues are named by folder (access-control), keys by namespace (accessControl). */
const folderOf = (namespace: string) => namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** What a field's rule gives a message to name (rules.ts FieldRule). */
const RULE_VALUES = new Set(['min', 'max', 'minLength', 'maxLength']);

function textOf(key: string, lang: string): string | undefined {
  const [namespace = '', path = ''] = key.split(':');
  const catalogue = listCatalogues(ROOT).find((c) => c.namespace === folderOf(namespace));
  if (!catalogue) return undefined;
  let node: unknown = JSON.parse(readFileSync(catalogue.fileOf(lang), 'utf8'));
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

describe('the contract’s messages', () => {
  it.each(Object.values(FieldMessage))('%s has a text in every language, naming only what a rule gives', (key) => {
    for (const lang of LANGUAGE_CODES) {
      const text = textOf(key, lang);
      expect([lang, typeof text]).toEqual([lang, 'string']);
      for (const [, name] of (text ?? '').matchAll(/{{\s*(\w+)\s*}}/g)) expect([lang, RULE_VALUES.has(name!)]).toEqual([lang, true]);
    }
  });

  /** Values a field may refuse: empty, no format, control and shell characters, numbers out of every range. */
  const BAD = ['', 'x y!', 'a\u0000b', 'a;b', '99:99', '300.1.1.1', -1, 1e12, 'é'];
  const ZOD_OWN = 'zod’s own issue';
  const schemas: [string, z.ZodObject, Record<string, unknown>][] = [
    ...SETTINGS_GROUPS.map((g): [string, z.ZodObject, Record<string, unknown>] =>
      g.kind === 'single' ? [g.id, g.schema, g.defaults] : [g.id, g.rowSchema, g.defaultRow(g.first)],
    ),
    [SetAllWirless.name, SetAllWirless.request, { ssid: 'Lab', security: 'WPA2-PSK', password: 'lab-secret' }],
    [GetSNKeyParam.name, GetSNKeyParam.request, { key1: 'ABCDE', key2: 'ABCDE', key3: 'ABCDE', key4: 'ABCDE', key5: 'ABCDE' }],
  ];

  const KNOWN: ReadonlySet<string> = new Set([...Object.values(FieldMessage), ZOD_OWN]);

  it.each(schemas)('of %s are all catalogue keys (no English text reaches a form)', (_, schema, valid) => {
    const strangers = Object.keys(schema.shape).flatMap((field) =>
      BAD.flatMap((bad) => schema.safeParse({ ...valid, [field]: bad }, { error: () => ZOD_OWN }).error?.issues ?? [])
        .filter((issue) => !KNOWN.has(issue.message))
        .map((issue) => `${String(issue.path[0])}: ${issue.message}`),
    );
    expect(strangers).toEqual([]);
  });

  it('say the rule where one can be said, not just "invalid"', () => {
    const messages = (schema: z.ZodType, value: object) => schema.safeParse(value).error?.issues.map((i) => i.message);
    expect(messages(accessGroup.schema, { ...accessGroup.defaults, normallyopen: '2', normallyclose: '2' })).toEqual([FieldMessage.zoneInBothSchedules]);
    expect(messages(restGroup.schema, { ...restGroup.defaults, restkey: 'my key' })).toEqual([FieldMessage.apiKey]);
  });
});
