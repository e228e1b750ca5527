// After the shell's build: the login form's markup, in English, goes into login.html, so
// the page paints its form before any script has run; the login entry then hydrates it
// (or, in another stored language, renders it anew). The console's first-load files
// (console-files.json) go in beside it, for the page to prefetch (src/startup/prefetchConsole.ts).
// Usage: prerender-login.tsx <distDir> <brandFile>
import { StrictMode } from 'react';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { initI18n } from '@tac/i18n';
import { LoginPage } from '../src/login/LoginPage';
import { LOGIN_ROOT } from '../src/startup/handoff';
import { CONSOLE_FILES_ID } from '../src/startup/consoleFiles';

const [distDir, brandFile] = process.argv.slice(2);
if (!distDir || !brandFile) throw new Error('usage: prerender-login.tsx <distDir> <brandFile>');
const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { title: string; logo: string };
const page = join(distDir, 'login.html');
const html = readFileSync(page, 'utf8');
if (!html.includes(LOGIN_ROOT)) throw new Error(`${page} has no ${LOGIN_ROOT}`);

// The logo inline, as the login build inlines it (asset/inline: base64 data URL), so hydration finds the same src.
const logo = `data:image/svg+xml;base64,${readFileSync(join(dirname(brandFile), brand.logo)).toString('base64')}`;

void initI18n().then(() => {
  const markup = renderToString(
    <StrictMode>
      <LoginPage logoUrl={logo} title={brand.title} search="" onSignedIn={() => undefined} />
    </StrictMode>,
  );
  // '<' escaped: nothing in the list can close the script element.
  const files = readFileSync(join(distDir, 'console-files.json'), 'utf8').trim().replace(/</g, '\\u003c');
  const list = `<script type="application/json" id="${CONSOLE_FILES_ID}">${files}</script>`;
  writeFileSync(page, html.replace(LOGIN_ROOT, LOGIN_ROOT.replace('></div>', `>${markup}</div>`)).replace('</head>', `${list}</head>`));
  console.log(`build: login form prerendered into ${page} (${markup.length} bytes)`);
});
