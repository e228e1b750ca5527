/**
 * A reload asked for less than this long ago is still under way. The window is short
 * because a page's beforeunload prompt (unsaved changes) may keep the visitor on the page.
 */
const LEAVING_MS = 3000;
let leftAt = Number.NEGATIVE_INFINITY;

/** Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate). */
export const navigation = {
  /**
   * The first reload wins: when a session ends, endSession reloads on /login, and the
   * route guard that then sees no session would otherwise replace that with a
   * /login?redirect=… of the page being left.
   */
  reloadTo(path: string): void {
    const now = Date.now();
    if (now - leftAt < LEAVING_MS) return;
    leftAt = now;
    navigation.assign(path);
  },
  assign(path: string): void {
    window.location.assign(path);
  },
};
