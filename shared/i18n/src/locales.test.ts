import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Code, MsgKey } from '@tac/goform/contract';
import { flatten, type Tree } from '../catalogue/catalogue';
import { CORE_NAMESPACES } from './backend';
import { LANGUAGE_CODES } from './languages';

const LOCALES = join(__dirname, 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function load(lang: string, ns: string): Tree {
  return JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree;
}

/** Dotted keys; plural variants count as their base key. */
const flattenPlurals = (tree: Tree) => flatten(tree, (key) => key.replace(PLURAL_SUFFIX, ''));

const english = Object.fromEntries(CORE_NAMESPACES.map((ns) => [ns, flattenPlurals(load('en', ns))]));

it('ships a folder for each of the 20 languages and nothing else', () => {
  expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGE_CODES].sort());
});

it('English carries every catalogue code and named key of the device', () => {
  const errors = english.errors!;
  const codes = Object.values(Code).filter((c) => c !== Code.Success).map(String);
  expect(codes.filter((c) => !errors.has(c))).toEqual([]);
  expect(Object.values(MsgKey).filter((k) => !errors.has(k))).toEqual([]);
});

it('keeps the SPEC wording of the catalogue and of the password dialog', () => {
  const errors = english.errors!;
  expect(errors.get('10002')).toBe('Token Failed');
  expect(errors.get('11001')).toBe('Token Failed');
  expect(errors.get('40302')).toBe('Password Error');
  expect(errors.get('networkFailed')).toBe('Network connection failed, please check the network');
  const shell = english.shell!;
  expect(shell.get('modifyPassword.notSame')).toBe('The two input passwords are inconsistent!');
  expect(shell.get('login.userNameRequired')).toBe('please input user name');
});
