/**
 * Turns a terminal's answer text into a value, tolerating what real firmware sends
 * (DESIGN §5): an `<html>…</html>` wrapper, a trailing comma before `]` or `}`,
 * unquoted keys, and JSON encoded twice.
 */
export class AnswerParseError extends Error {
  constructor(readonly text: string) {
    super('The device answer is not readable JSON');
    this.name = 'AnswerParseError';
  }
}

const WRAPPER_TAG = /<\/?(?:html|body|head)\b[^>]*>/gi;
const IDENT_START = /[A-Za-z_$]/;
const IDENT_PART = /[\w$]/;
const SPACE = /\s/;
const LITERALS = new Set(['true', 'false', 'null']);

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && SPACE.test(text[i] ?? '')) i++;
  return i;
}

/** Index just past the double-quoted string starting at `start`. */
function endOfString(text: string, start: number): number {
  let i = start + 1;
  while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** Drops trailing commas and quotes bare keys, leaving string contents untouched. */
export function repairJson(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '"') {
      const end = endOfString(text, i);
      out += text.slice(i, end);
      i = end;
    } else if (c === ',') {
      const next = skipSpace(text, i + 1);
      if (text[next] === '}' || text[next] === ']') i = next;
      else {
        out += c;
        i++;
      }
    } else if (IDENT_START.test(c)) {
      let end = i;
      while (end < text.length && IDENT_PART.test(text[end] ?? '')) end++;
      const word = text.slice(i, end);
      const isKey = text[skipSpace(text, end)] === ':' && !LITERALS.has(word);
      out += isKey ? JSON.stringify(word) : word;
      i = end;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return JSON.parse(repairJson(text));
  }
}

export function parseAnswer(raw: string): unknown {
  const text = raw.replace(WRAPPER_TAG, '').trim();
  try {
    let value = parseLenient(text);
    // Some firmware encodes the answer twice: a JSON string holding the JSON object.
    for (let depth = 0; depth < 2 && typeof value === 'string'; depth++) value = parseLenient(value.trim());
    return value;
  } catch {
    throw new AnswerParseError(raw);
  }
}
