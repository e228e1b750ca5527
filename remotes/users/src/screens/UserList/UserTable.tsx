import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import type { UserRow } from '@tac/goform';
import { Button, chakra, Flex, HStack, Table, Text } from '@tac/ui';
import { USER_PATHS, userPage } from '../../paths';
import { useMayChangeUser } from '../../rights';
import { useListState } from '../../listReturn';
import { UserAvatar } from './UserAvatar';

export interface UserTableProps {
  rows: readonly UserRow[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: ReadonlySet<string>) => void;
  onDelete: (userid: string) => void;
}

/**
 * The browser's own checkbox in the brand's colour: a page shows one per row, and a
 * component checkbox (a state machine each) made the first rows after login slow to draw.
 */
function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | 'indeterminate'; onChange: (on: boolean) => void }) {
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

/** One page of users: User ID, User Name, Card ID, Operation (SPEC §2), with selection. */
export function UserTable({ rows, selected, onSelectedChange, onDelete }: UserTableProps) {
  const { t } = useTranslation('users');
  const mayChange = useMayChangeUser();
  const fromList = useListState();
  // Administrator users an account may not change can be neither selected nor deleted.
  const changeable = rows.filter(mayChange);
  const onPage = changeable.filter((r) => selected.has(r.userid)).length;
  const all = changeable.length > 0 && onPage === changeable.length;

  const toggle = (userid: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(userid);
    else next.delete(userid);
    onSelectedChange(next);
  };

  if (rows.length === 0) return <Text color="fg.muted">{t('list.empty')}</Text>;

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">
              <SelectBox
                label={t('list.selectPage')}
                checked={all ? true : onPage > 0 ? 'indeterminate' : false}
                onChange={(on) => onSelectedChange(on ? new Set([...selected, ...changeable.map((r) => r.userid)]) : new Set())}
              />
            </Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.userid')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('fields.username')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.cardid')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('list.operation')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((user) => (
            <Table.Row key={user.userid}>
              <Table.Cell>
                {mayChange(user) && (
                  <SelectBox
                    label={t('list.selectUser', { userid: user.userid })}
                    checked={selected.has(user.userid)}
                    onChange={(on) => toggle(user.userid, on)}
                  />
                )}
              </Table.Cell>
              <Table.Cell>{user.userid}</Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <UserAvatar user={user} />
                  <Text as="span" dir="auto">
                    {user.username}
                  </Text>
                </HStack>
              </Table.Cell>
              <Table.Cell>{user.cardid}</Table.Cell>
              <Table.Cell>
                <Flex gap="1" justify="end" wrap="wrap">
                  <Button asChild size="xs" variant="outline" aria-label={t('list.editUser', { userid: user.userid })}>
                    <RouterLink to={userPage(USER_PATHS.userEdit, user.userid)} state={fromList}>{t('common:edit')}</RouterLink>
                  </Button>
                  {mayChange(user) && (
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t('list.deleteUser', { userid: user.userid })}
                      onClick={() => onDelete(user.userid)}
                    >
                      {t('common:delete')}
                    </Button>
                  )}
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
