import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@tac/i18n';
import { useCallback, useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { notifyToast } from '@tac/ui/core';
import { issueMessage } from './issueMessages';
import { useSessionDraft } from './useSessionDraft';
import { useSubmitHandler } from './useSubmitOnce';

/** What useSettingsForm needs from an RTK Query query hook's result. */
export interface QueryState<TWire> {
  data?: TWire;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** An RTK Query mutation hook's tuple: `useXMutation()`. */
export type MutationTuple<TArg> = readonly [(arg: TArg) => { unwrap: () => Promise<unknown> }, { isLoading: boolean }];

export interface UseSettingsFormOptions<TSchema extends z.ZodType<FieldValues, FieldValues>, TWire, TArg> {
  /** The screen's read call (e.g. useXQuery() of a Set<X> endpoint: Set reads on these devices). */
  query: QueryState<TWire>;
  /** The screen's write call (e.g. useXMutation() of a Get<X> endpoint). */
  mutation: MutationTuple<TArg>;
  schema: TSchema;
  /** Device answer → form values; identity when the names match. */
  fromWire?: (wire: TWire) => z.input<TSchema>;
  /** Valid form values → call arguments; identity when the names match. */
  toWire?: (values: z.output<TSchema>) => TArg;
  onSaved?: (answer: unknown) => void;
}

export type SaveOutcome = 'idle' | 'saved' | 'rebooting' | 'failed';

export interface SettingsFormState<TSchema extends z.ZodType<FieldValues, FieldValues>> {
  methods: UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>>;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  isLoading: boolean;
  loadFailed: boolean;
  isSaving: boolean;
  outcome: SaveOutcome;
  refetch: () => unknown;
  /** The unsaved edits of a session that ended were put back into the form (walk 2026-11-27 #7). */
  restored: boolean;
}

interface AnswerFields {
  code?: unknown;
  retvalue?: unknown;
  reboot?: unknown;
  field?: unknown;
}

function answerCode(answer: unknown): AnswerFields {
  return typeof answer === 'object' && answer !== null ? (answer as AnswerFields) : {};
}

/** 10003: the device's envelope names the field it refused, when it knows which. */
const MISSING_PARAMETERS = 10003;

/** The visible label of a form control, by the name it is registered under (its group's label for radios). */
export function labelOfField(name: string): string | undefined {
  const control = document.getElementsByName(name)[0];
  if (!control) return undefined;
  const group = control.closest('[role="radiogroup"]');
  const labelledBy = group?.getAttribute('aria-labelledby');
  const label = labelledBy ? document.getElementById(labelledBy) : (control as HTMLInputElement).labels?.[0];
  // The required marker (*) is drawn inside the label: not part of its name.
  return label?.textContent?.replace(/\s*\*\s*$/, '').trim() || undefined;
}

/**
 * One settings screen's state: load with the read call, validate with the schema,
 * save with the write call, and tell the user how it went (Success, Failed — naming the
 * field when the device says which it refused —, or that the device restarts; a catalogue
 * error is already toasted by the baseQuery).
 */
export function useSettingsForm<TSchema extends z.ZodType<FieldValues, FieldValues>, TWire, TArg>({
  query,
  mutation,
  schema,
  fromWire = (wire) => wire as unknown as z.input<TSchema>,
  toWire = (values) => values as unknown as TArg,
  onSaved,
}: UseSettingsFormOptions<TSchema, TWire, TArg>): SettingsFormState<TSchema> {
  const methods = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema as never, { error: issueMessage }) as never,
    mode: 'onTouched',
  });
  const [trigger, { isLoading: isSaving }] = mutation;
  const [outcome, setOutcome] = useState<SaveOutcome>('idle');
  const { reset } = methods;

  // Fresh device values replace the form, unless the user is in the middle of editing.
  useEffect(() => {
    if (query.data !== undefined && !methods.formState.isDirty) reset(fromWire(query.data));
    // fromWire is usually an inline arrow; the data is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data, reset]);
  // Then the edits a lost session kept go over them, once.
  const { restored, saved: draftSaved } = useSessionDraft(methods, query.data !== undefined);

  const save = useCallback(
    async (values: z.output<TSchema>) => {
      let answer: unknown;
      try {
        answer = await trigger(toWire(values)).unwrap();
      } catch {
        // The baseQuery has shown the catalogue or network message (or stayed quiet on purpose).
        setOutcome('failed');
        return;
      }
      const { code, retvalue, reboot, field } = answerCode(answer);
      if (code !== 'success') {
        const refused = Number(retvalue) === MISSING_PARAMETERS && typeof field === 'string' && field in methods.getValues() ? field : undefined;
        if (refused) {
          const path = refused as Path<z.input<TSchema>>;
          methods.setError(path, { type: 'device', message: 'common:refusedByDevice' }, { shouldFocus: true });
          notifyToast.error(i18n.t('common:failedField', { field: labelOfField(refused) ?? refused }));
        } else {
          notifyToast.error(i18n.t('common:failed'));
        }
        setOutcome('failed');
        return;
      }
      reset(methods.getValues());
      draftSaved();
      if (Number(reboot) === 1) {
        notifyToast.success(i18n.t('common:deviceWillRestart'));
        setOutcome('rebooting');
      } else {
        notifyToast.success(i18n.t('common:success'));
        setOutcome('saved');
      }
      onSaved?.(answer);
    },
    [trigger, toWire, reset, methods, onSaved, draftSaved],
  );

  // One write per intent: a double click on Save sends one write.
  const { onSubmit, submitting } = useSubmitHandler(methods.handleSubmit(save));

  return {
    methods,
    onSubmit,
    isLoading: query.isLoading,
    loadFailed: query.isError && query.data === undefined,
    isSaving: isSaving || submitting,
    outcome,
    refetch: query.refetch,
    restored,
  };
}
