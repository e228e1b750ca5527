/** SPEC §9: a route that failed to load reloads the page after 1.5 s. */
export const ROUTE_ERROR_RELOAD_MS = 1500;

/** A code-split chunk (shell or remote screen) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}
