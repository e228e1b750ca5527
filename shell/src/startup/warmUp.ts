import { store } from '@tac/goform/core';
import { preloadOf } from '@tac/section';
import { createBrandSystem } from '@tac/ui/core';
import { brand } from '../brand/brand';
import { whenLoaded, whenManifest, type SectionStore } from '../federation/sectionStore';
import { preloadLayout } from '../layout/lazy';
import type { SectionDirectory } from '../sections/directory';
import { firstScreenAfterLogin } from '../sections/resolve';
import { waitingForSignIn } from './handoff';
import { rehearse, type Rehearsal } from './rehearsal';
import { loadFederationCode } from './sectionLoading';

/**
 * Loaded by the login page while the visitor types: the layout, the section of the first
 * screen (the redirect's, else home's) and that screen's code load now, the theme is
 * built, and the console rehearses its first render at that screen (./rehearsal.tsx), so the
 * sign-in is followed by a warm render and that screen's own calls only. Rights are checked
 * when the console starts, not here: a section's code is no secret. Resolves with the drawn
 * console, or undefined when there is nothing to draw or the visitor signed in first.
 */
export async function warmUp(directory: SectionDirectory, sections: SectionStore, i18nReady: Promise<unknown>): Promise<Rehearsal | undefined> {
  // The brand's Chakra system, with the recipes the layout's components add: its longest frame.
  void preloadLayout().then(() => createBrandSystem(brand.theme));
  // Each step below waits for the one before on a slow link: what needs nothing of them starts now.
  void loadFederationCode().catch(() => undefined);
  const listed = await directory.preview();
  const { first, path, owner } = firstScreenAfterLogin(window.location.search, listed);
  if (!owner) return undefined;
  // The screen's code loads beside the section's texts, once the section's routes are known.
  const firstScreen = whenManifest(sections, owner.id).then((manifest) => manifest && preloadOf(manifest.routes, path)?.preload());
  await Promise.all([whenLoaded(sections, owner.id), firstScreen, i18nReady]);
  if (!waitingForSignIn()) return undefined;
  const permissions = [...new Set(listed.map((section) => section.permission))];
  return rehearse(first, { permissions, section: owner.permission }, { store, sections, directory });
}
