/** How the device client shows messages without depending on a UI kit (@tac/ui registers Chakra toasts). */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
}

const silent: Notifier = { error() {}, success() {} };
let current: Notifier = silent;

export function setNotifier(notifier: Notifier | null): void {
  current = notifier ?? silent;
}

export const notify: Notifier = {
  error: (text) => current.error(text),
  success: (text) => current.success(text),
};
