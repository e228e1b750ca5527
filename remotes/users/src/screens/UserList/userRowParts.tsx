import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import type { UserRow } from '@tac/goform';
import { Button, chakra, Flex, Text, type TextProps } from '@tac/ui';
import { USER_PATHS, userPage } from '../../paths';
import { useMayChangeUser } from '../../rights';
import { useListState } from '../../listReturn';

/** What the table and the phone's cards both take: one page of users and its selection. */
export interface UserRowsProps {
  rows: readonly UserRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: ReadonlySet<string>) => void;
  onDelete: (userid: string) => void;
  /** The next page or search is loading: these rows are the previous answer's. */
  loading: boolean;
}

/**
 * The browser's own checkbox in the brand's colour: a page shows one per row, and a
 * component checkbox (a state machine each) made the first rows after login slow to draw.
 */
export function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: (on: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <chakra.input
      ref={box}
      type="checkbox"
      aria-label={label}
      checked={checked === true}
      onChange={(event) => onChange(event.target.checked)}
      boxSize="4"
      m="0"
      verticalAlign="middle"
      cursor="pointer"
      css={{ accentColor: 'var(--chakra-colors-brand-solid)' }}
    />
  );
}

/** The page's selection: administrator users an account may not change can be neither selected nor deleted. */
export function usePageSelection({ rows, selected, onSelectedChange }: Pick<UserRowsProps, 'rows' | 'selected' | 'onSelectedChange'>) {
  const { t } = useTranslation('users');
  const mayChange = useMayChangeUser();
  const changeable = rows.filter(mayChange);
  const onPage = changeable.filter((r) => selected.has(r.userid)).length;
  const all = changeable.length > 0 && onPage === changeable.length;

  const selectPage = (
    <SelectBox
      label={t('list.selectPage')}
      checked={all ? true : onPage > 0 ? 'indeterminate' : false}
      onChange={(on) => onSelectedChange(on ? new Set([...selected, ...changeable.map((r) => r.userid)]) : new Set())}
    />
  );
  const selectUser = (user: UserRow) =>
    mayChange(user) && (
      <SelectBox
        label={t('list.selectUser', { userid: user.userid })}
        checked={selected.has(user.userid)}
        onChange={(on) => {
          const next = new Set(selected);
          if (on) next.add(user.userid);
          else next.delete(user.userid);
          onSelectedChange(next);
        }}
      />
    );
  return { selectPage, selectUser };
}

/** A user's name on one line: a long one ends in "…", the full name stays in its title and its text. */
export function UserName({ user, ...props }: { user: UserRow } & TextProps) {
  return (
    <Text as="span" dir="auto" truncate minW="0" title={user.username} {...props}>
      {user.username}
    </Text>
  );
}

/** Edit, and Delete where the account may change the user. */
export function UserActions({ user, onDelete, size = 'xs' }: { user: UserRow; onDelete: (userid: string) => void; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('users');
  const mayChange = useMayChangeUser();
  const fromList = useListState();
  return (
    <Flex gap="2" justify="end" wrap="wrap">
      <Button asChild size={size} variant="outline" aria-label={t('list.editUser', { userid: user.userid })}>
        <RouterLink to={userPage(USER_PATHS.userEdit, user.userid)} state={fromList}>
          {t('common:edit')}
        </RouterLink>
      </Button>
      {mayChange(user) && (
        <Button
          size={size}
          variant="outline"
          colorPalette="red"
          aria-label={t('list.deleteUser', { userid: user.userid })}
          onClick={() => onDelete(user.userid)}
        >
          {t('common:delete')}
        </Button>
      )}
    </Flex>
  );
}
