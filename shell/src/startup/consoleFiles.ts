/**
 * The console's first-load files as the shell's build lists them (console-files.json,
 * written into login.html as JSON by shell/scripts/prerender-login.tsx): its entry
 * (content-hashed, so the browser keeps it without asking again) and every file it loads
 * before its first screen, the entry first.
 */

/** The id of login.html's `<script type="application/json">` holding the list. */
export const CONSOLE_FILES_ID = 'console-files';

/** The console's entry where no list says otherwise (the development server's build). */
const UNHASHED_ENTRY = 'app.js';

/** A file the build emits beside index.html: a name, never a path or a URL. */
const FILE_NAME = /^[\w.-]+\.(js|css)$/;

export interface ConsoleFiles {
  entry: string;
  files: string[];
}

export function consoleFiles(): ConsoleFiles {
  let listed: unknown;
  try {
    listed = JSON.parse(document.getElementById(CONSOLE_FILES_ID)?.textContent ?? 'null');
  } catch {
    listed = null;
  }
  const { entry, files } = (listed ?? {}) as { entry?: unknown; files?: unknown };
  const names = Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && FILE_NAME.test(f)) : [];
  return { entry: typeof entry === 'string' && FILE_NAME.test(entry) ? entry : UNHASHED_ENTRY, files: names };
}
