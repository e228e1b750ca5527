import type { Incompatibility } from './versions';

/** A section whose code could not be loaded (the shell shows its error panel with Retry). */
export class SectionLoadError extends Error {
  constructor(
    readonly sectionId: string,
    reason: string,
  ) {
    super(`section ${sectionId} could not be loaded: ${reason}`);
    this.name = 'SectionLoadError';
  }
}

/**
 * A section refused before any of its code loaded: it needs shared libraries in versions the
 * shell does not provide (the shell shows the "incompatible section" panel naming them).
 */
export class IncompatibleSectionError extends SectionLoadError {
  constructor(
    sectionId: string,
    readonly incompatibilities: readonly Incompatibility[],
  ) {
    super(
      sectionId,
      `it needs ${incompatibilities.map((i) => `${i.library} ${i.required} (the console provides ${i.provided ?? 'none'})`).join(', ')}`,
    );
    this.name = 'IncompatibleSectionError';
  }
}
