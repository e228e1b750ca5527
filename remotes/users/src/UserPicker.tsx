import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isUserId, messageValues, ruleOf, userFormFields } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import { Button, Field, Flex, Input } from '@tac/ui';
import { userKeys } from './userKeys';

/** Opens a per-user screen for the user ID typed (when it was reached without ?id=). */
export function UserPicker({ path }: { path: string }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [userid, setUserid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `${useId()}-error`;
  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = userid.trim();
    if (!id) return setProblem(t('validation.useridBlank'));
    if (!isUserId(id)) return setProblem(t('validation.useridRange', messageValues(ruleOf(userFormFields.userid))));
    setProblem(null);
    // Navigating after the event: a transition started inside a submit makes React 19 treat it as a form action.
    queueMicrotask(() => void navigate(`${path}?id=${encodeURIComponent(id)}`));
  };
  return (
    <form onSubmit={open} noValidate>
      <Field.Root maxW="md" invalid={problem !== null} ids={{ errorText: errorId }}>
        <Field.Label>{t(userKeys.field('userid'))}</Field.Label>
        {/* Open sits beside the input, so the message below moves neither. */}
        <Flex gap="2" w="full">
          <Input
            inputMode="numeric"
            aria-describedby={problem ? errorId : undefined}
            value={userid}
            onChange={(e) => {
              setUserid(e.target.value);
              setProblem(null);
            }}
          />
          <Button type="submit">{t('picker.open')}</Button>
        </Flex>
        {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
      </Field.Root>
    </form>
  );
}
