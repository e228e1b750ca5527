/** The font families a PDF export may need, by the writing systems of its texts. */
export type FontScript = 'latin' | 'arabic' | 'hebrew' | 'thai' | 'cjk';

/** The script whose font draws `char`; undefined for digits, spaces and punctuation, which any font has. */
export function scriptOf(char: string): FontScript | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (/[\p{Nd}\p{Zs}\p{P}\p{S}]/u.test(char) && code < 0x2e80) return undefined;
  if ((code >= 0x0600 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfdff) || (code >= 0xfe70 && code <= 0xfeff)) return 'arabic';
  if ((code >= 0x0590 && code <= 0x05ff) || (code >= 0xfb1d && code <= 0xfb4f)) return 'hebrew';
  if (code >= 0x0e00 && code <= 0x0e7f) return 'thai';
  if ((code >= 0x2e80 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff) || (code >= 0xff00 && code <= 0xffef) || code >= 0x20000) return 'cjk';
  return 'latin';
}

/** The font files a PDF export may embed: one per script, and the Traditional Chinese forms of the Han characters. */
export type FontFile = FontScript | 'cjkTraditional';

/** The font that draws `script` in a file in the console language `lang`: Han characters in Traditional forms for zhTW. */
export const fontFileFor = (script: FontScript, lang: string): FontFile => (script === 'cjk' && lang === 'zhTW' ? 'cjkTraditional' : script);

/** The script of the console language `lang`'s own texts. */
export function languageScript(lang: string): FontScript {
  if (lang === 'ar' || lang === 'fa') return 'arabic';
  if (lang === 'he') return 'hebrew';
  if (lang === 'th') return 'thai';
  if (lang.startsWith('zh')) return 'cjk';
  return 'latin';
}

/** Marks that steer the direction of the screen's texts: a PDF orders its runs itself, and no font draws them. */
export const stripDirectionMarks = (text: string) => text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
