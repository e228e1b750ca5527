import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Button, Field, Flex, Input } from '@tac/ui';

/** Opens a per-user screen for the user ID typed (when it was reached without ?id=). */
export function UserPicker({ path }: { path: string }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const [userid, setUserid] = useState('');
  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = userid.trim();
    // Navigating after the event: a transition started inside a submit makes React 19 treat it as a form action.
    if (id) queueMicrotask(() => void navigate(`${path}?id=${encodeURIComponent(id)}`));
  };
  return (
    <form onSubmit={open}>
      <Flex gap="2" align="end" wrap="wrap" maxW="md">
        <Field.Root flex="1" minW="40">
          <Field.Label>{t('fields.userid')}</Field.Label>
          <Input inputMode="numeric" value={userid} onChange={(e) => setUserid(e.target.value)} />
        </Field.Root>
        <Button type="submit">{t('picker.open')}</Button>
      </Flex>
    </form>
  );
}
