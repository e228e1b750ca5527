import { useTranslation } from '@tac/i18n';
import { HStack, loadingRows, Table } from '@tac/ui';
import { UserAvatar } from './UserAvatar';
import { UserActions, UserName, usePageSelection, type UserRowsProps } from './userRowParts';
import { userKeys } from '../../userKeys';

/** One page of users on a desktop: User ID, User Name, Card ID, Operation (SPEC §2), with selection. */
export function UserTable({ rows, selected, onSelectedChange, onDelete, loading }: UserRowsProps) {
  const { t } = useTranslation('users');
  const { selectPage, selectUser } = usePageSelection({ rows, selected, onSelectedChange });

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" stickyHeader aria-label={t('list.title')} {...loadingRows(loading)}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="10">{selectPage}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(userKeys.field('userid'))}</Table.ColumnHeader>
            <Table.ColumnHeader>{t(userKeys.field('username'))}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('list.cardid')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('list.operation')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((user) => (
            <Table.Row key={user.userid}>
              <Table.Cell>{selectUser(user)}</Table.Cell>
              <Table.Cell>{user.userid}</Table.Cell>
              <Table.Cell>
                <HStack gap="2" maxW="xs">
                  <UserAvatar user={user} />
                  <UserName user={user} />
                </HStack>
              </Table.Cell>
              <Table.Cell>{user.cardid}</Table.Cell>
              <Table.Cell>
                <UserActions user={user} onDelete={onDelete} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
