import { LANGUAGE_CODES } from '@tac/i18n';
import descriptor from './descriptor';
import { USER_PATHS } from './paths';
import { loadMessages } from './locales/loadMessages';

const textAt = (messages: Record<string, unknown>, path: string) =>
  path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);

it.each(LANGUAGE_CODES)('%s names the fingerprint screen in the breadcrumb and title as its heading does (one word for one thing)', async (lang) => {
  const messages = await loadMessages(lang);
  const item = descriptor.pages?.find((m) => m.path === USER_PATHS.fingerprint);
  expect(item).toBeDefined();
  expect(textAt(messages, item!.labelKey.replace('users:', ''))).toBe(textAt(messages, 'fingerprint.title'));
});
