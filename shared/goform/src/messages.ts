import { i18n } from '@tac/i18n';

/** Catalogue text for a failed answer: by `msg` (SPEC §8 key), then by `retvalue`, else the generic message. */
export function deviceMessage(msg: string, retvalue?: number): string {
  for (const key of [msg, retvalue === undefined ? '' : String(retvalue)]) {
    if (key && i18n.exists(`errors:${key}`)) return i18n.t(`errors:${key}`);
  }
  return i18n.t('errors:unknown');
}

export function networkMessage(): string {
  return i18n.t('errors:networkFailed');
}
