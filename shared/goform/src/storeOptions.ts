/** What every call of a store's RTK Query api sees as `extra`. */
export interface ConsoleStoreOptions {
  /**
   * A store for a rehearsal render only (the console drawn out of sight while the visitor
   * signs in, so its first real render is warm): its calls are never sent.
   */
  rehearsal?: boolean;
}
