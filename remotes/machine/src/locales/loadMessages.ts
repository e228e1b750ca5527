/** The machine namespace per language; languages without a file fall back to English. */
export function loadMessages(lang: string): Promise<Record<string, unknown>> {
  return import(`./${lang}.json`).then((m: { default: Record<string, unknown> }) => m.default);
}
