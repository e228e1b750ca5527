import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { holdCalls, selectFuns, sessionRestored } from '@tac/goform/core';
import { App, createConsoleRouter, type ShellParts } from '../App';
import { deferredWindow } from './deferredWindow';

export interface Rehearsal {
  /**
   * The visitor is signed in: the store holds the session and the login page has put
   * `target` in the address bar. When `target` is the screen drawn, the console drawn out
   * of sight takes the page as it is, and the calls its screen made leave now if the
   * account may open that screen; answers true. Another screen (another redirect, the
   * factory key's /snkey) is drawn afresh: the drawing is dropped, its calls unsent, and
   * the answer is false.
   */
  handOver(target: string): boolean;
}

/** The session the console is drawn with: every listed section; its calls wait for the real one. */
const signingIn = (funs: string[]) => ({ token: 'signing-in', funs, name: '', userid: '', superuser: false, serviceToken: null });

/**
 * Draws the console at `path`, out of sight, while the visitor signs in, and keeps it: the
 * first render of a tree this size costs several hundred milliseconds (the layout, Chakra's
 * styles, emotion's rules, the screen), and done here it is not done after the sign-in.
 * It is the console's one tree: the console's store (its device calls wait for the
 * sign-in), and its router on a stand-in window until then, so the address bar keeps
 * /login. `section` is the permission of the section that owns `path`; `permissions`
 * are every listed section's.
 */
export function rehearse(path: string, { permissions, section }: { permissions: string[]; section: string }, parts: ShellParts): Rehearsal {
  const { store } = parts;
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  const calls = holdCalls();
  store.dispatch(sessionRestored(signingIn(permissions)));
  const frame = deferredWindow(path);
  const router = createConsoleRouter(frame.window);
  const root = createRoot(container);
  const draw = (rehearsing: boolean) =>
    root.render(
      <StrictMode>
        <App {...parts} router={router} rehearsing={rehearsing} />
      </StrictMode>,
    );
  draw(true);
  return {
    handOver(target) {
      if (target !== path) {
        calls.drop();
        root.unmount();
        container.remove();
        return false;
      }
      if (selectFuns(store.getState()).includes(section)) calls.send();
      else calls.drop();
      frame.release();
      const page = document.getElementById('root');
      if (page) page.replaceWith(container);
      container.id = 'root';
      container.hidden = false;
      draw(false);
      return true;
    },
  };
}
