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
