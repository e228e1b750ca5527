import type { Screen } from './screens';

export interface Shot {
  lang: string;
  width: number;
}

export const shotFile = (screen: Screen, { lang, width }: Shot) => `${lang}-${width}-${screen.name}.png`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Thumbnails at one scale, so a phone picture looks phone-sized beside its desktop one. */
const SCALE = 0.3;

/** An A4 landscape page (842 pt) rendered at 80 dpi, as the walk renders them. */
const PDF_PAGE_PX = 936;

/** A rendered first page of a file the console makes (a PDF export), per language. */
export interface FilePage {
  caption: string;
  /** The picture of each language, by language. */
  files: readonly { lang: string; file: string }[];
}

/**
 * screenshots/index.html: one block per screen (caption, path), a row per language with its
 * widths side by side (shots come language by language); each picture opens full size.
 * Missing pictures (a failed screen) are named.
 */
export function contactSheet(screens: readonly Screen[], shots: readonly Shot[], exists: (file: string) => boolean, filePages: readonly FilePage[] = []): string {
  const blocks = screens.map((screen) => {
    const figures = shots.map((shot) => {
      const file = shotFile(screen, shot);
      const label = `${shot.lang} · ${shot.width} px`;
      const picture = exists(file)
        ? `<a href="${file}"><img src="${file}" alt="${escape(`${screen.caption}, ${label}`)}" loading="lazy"></a>`
        : '<p class="missing">no picture (the screen did not get ready)</p>';
      return `<figure style="width:${Math.round(shot.width * SCALE)}px">${picture}<figcaption>${label}</figcaption></figure>`;
    });
    return `<section id="${screen.name}"><h2>${escape(screen.caption)} <code>${escape(screen.path)}</code></h2><div class="row">${figures.join('')}</div></section>`;
  });
  const pages = filePages.map(({ caption, files }) => {
    const figures = files.map(({ lang, file }) => {
      const picture = exists(file) ? `<a href="${file}"><img src="${file}" alt="${escape(`${caption}, ${lang}`)}" loading="lazy"></a>` : '<p class="missing">no picture (the file was not made)</p>';
      return `<figure style="width:${Math.round(PDF_PAGE_PX * SCALE)}px">${picture}<figcaption>${lang}</figcaption></figure>`;
    });
    return `<section><h2>${escape(caption)}</h2><div class="row">${figures.join('')}</div></section>`;
  });
  const toc = screens.map((s) => `<li><a href="#${s.name}">${escape(s.caption)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>tac-console screenshots</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a}
h2{font-size:1.1rem;margin:2rem 0 .5rem}code{font-weight:normal;color:#555}
.row{display:grid;grid-template-columns:repeat(${new Set(shots.map((s) => s.width)).size},max-content);gap:1rem 1.5rem;align-items:start}
figure{margin:0}figure img{width:100%;max-height:640px;object-fit:cover;object-position:top;border:1px solid #ccc}
figcaption{font-size:.8rem;color:#444;text-align:center}.missing{color:#a00;font-size:.8rem}
ul{columns:3;font-size:.9rem}
</style></head><body>
<h1>tac-console: every screen</h1>
<ul>${toc}</ul>
${blocks.join('\n')}
${pages.join('\n')}
</body></html>
`;
}
