import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import { keepWhenSessionEnds } from '@tac/goform/core';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { draftFits, draftScreen, dropDraft, keepDraft, peekDraft } from './drafts';

/** A secret typed into a form (a password field) is never written to the browser's storage. */
function typedSecret(name: string): boolean {
  const control = document.getElementsByName(name)[0];
  return control instanceof HTMLInputElement && control.type === 'password';
}

export interface SessionDraft {
  /** The unsaved edits of a session that ended were put back into the form (walk 2026-11-27 #7). */
  restored: boolean;
  /** The form was saved since: its edits are the device's now. */
  saved: () => void;
}

/**
 * A form's unsaved edits survive the session ending under it (it lapsed, or another tab logged
 * out): kept when it ends, put back once over the device's values (`loaded`: the form holds them)
 * at the same account's next login on the same screen.
 */
export function useSessionDraft<T extends FieldValues>(methods: UseFormReturn<T, unknown, unknown>, loaded: boolean): SessionDraft {
  // The screen as the login page brings the visitor back to it (the router's address: the console
  // may be drawn while the address bar still shows /login), and the edits a lost session left
  // there (read once, at the form's first render).
  const location = useContext(UNSAFE_LocationContext)?.location;
  const screen = location ? `${location.pathname}${location.search}` : draftScreen();
  const [draft] = useState(() => peekDraft(screen));
  const [savedSince, setSavedSince] = useState(false);
  const taken = useRef(false);
  // Every field typed into while it was a password field, also once a choice has hidden it.
  const secrets = useRef(new Set<string>());
  useEffect(() => {
    const watching = methods.watch((_values, { name }) => {
      if (name && typedSecret(name)) secrets.current.add(name);
    });
    return () => watching.unsubscribe();
  }, [methods]);

  useEffect(() => {
    if (!loaded || taken.current) return;
    taken.current = true;
    dropDraft(screen);
    if (!draft || !draftFits(draft)) return;
    const fields = methods.getValues() as Record<string, unknown>;
    for (const [name, value] of Object.entries(draft.values)) {
      if (name in fields) methods.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, [loaded, screen, draft, methods]);

  useEffect(
    () =>
      keepWhenSessionEnds(() => {
        const values = Object.entries(methods.getValues() as Record<string, unknown>).filter(
          ([name]) => !typedSecret(name) && !secrets.current.has(name),
        );
        return keepDraft(screen, Object.fromEntries(values), methods.formState.defaultValues as Record<string, unknown> | undefined);
      }),
    [screen, methods],
  );

  const saved = useCallback(() => setSavedSince(true), []);
  return { restored: draft !== undefined && !savedSince && draftFits(draft), saved };
}
