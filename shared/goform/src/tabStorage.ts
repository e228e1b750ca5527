/** This tab's sessionStorage, or none where the browser denies it (privacy settings). */
export function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
