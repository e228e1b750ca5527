import shellTexts from '../../shared/i18n/src/locales/en/shell.json';
import common from '../../shared/i18n/src/locales/en/common.json';
import errors from '../../shared/i18n/src/locales/en/errors.json';
import { labels, REMOTES } from './remotes';

/**
 * Each remote owns its menu labels and section title (its own namespace); the specs read them
 * from every folder of remotes/: `menu` by menu key, `sections` (titles) by remote id.
 */
const menu = labels(REMOTES.flatMap((r) => Object.entries(r.en.menu)), 'menu label');
const sections = labels(
  REMOTES.map((r) => [r.descriptor.id, r.en.section.title]),
  'remote',
);

/**
 * English texts as the console shows them. Labels come from the catalogue so that the
 * specs follow a rewording; texts the spec fixes word for word are asserted literally
 * in the specs themselves.
 */
export const en = { shell: { ...shellTexts, menu, sections }, common, errors };

/** An English text with its {{placeholders}} filled, as i18next writes it (numbers given as the console shows them). */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
