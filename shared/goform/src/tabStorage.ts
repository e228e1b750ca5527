/** This tab's sessionStorage, or none where the browser denies it (privacy settings). */
export function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

const TAB_ID_KEY = 'tac.tabId';
/** Where the browser keeps no tab storage, the page stands for its tab. */
let pageTabId: string | undefined;

/** This tab's own name, the same across its reloads, another in every other tab. */
export function thisTab(): string {
  const storage = tabStorage();
  const kept = storage?.getItem(TAB_ID_KEY) ?? pageTabId;
  if (kept) return kept;
  const made = Math.random().toString(36).slice(2) + Date.now().toString(36);
  pageTabId = made;
  storage?.setItem(TAB_ID_KEY, made);
  return made;
}
