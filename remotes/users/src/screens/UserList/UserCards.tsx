import type { ReactNode } from 'react';
import { useTranslation } from '@tac/i18n';
import type { UserRow } from '@tac/goform';
import { Box, Card, chakra, Flex, Grid, HStack, loadingRows, Text } from '@tac/ui';
import { UserAvatar } from './UserAvatar';
import { UserActions, UserName, usePageSelection, type UserRowsProps } from './userRowParts';
import { userKeys } from '../../userKeys';

/** A label above its value; the pairs sit two to a row, one where a language's words need it. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" m="0" truncate>
        {children}
      </Text>
    </Box>
  );
}

function UserCard({ user, select, onDelete }: { user: UserRow; select: ReactNode; onDelete: (userid: string) => void }) {
  const { t } = useTranslation('users');
  const nameId = `user-card-${user.userid}`;
  return (
    <chakra.li aria-labelledby={nameId}>
      <Card.Root variant="outline" size="sm">
        <Card.Body gap="3">
          <HStack gap="3" minW="0">
            {select}
            <UserAvatar user={user} />
            <UserName user={user} id={nameId} fontWeight="medium" />
          </HStack>
          <Grid as="dl" templateColumns="repeat(auto-fit, minmax(7rem, 1fr))" columnGap="4" rowGap="2" m="0">
            <Detail label={t(userKeys.field('userid'))}>{user.userid}</Detail>
            <Detail label={t('list.cardid')}>{user.cardid || '—'}</Detail>
            <Detail label={t('fingerprint.title')}>{user.fpcount}</Detail>
            <Detail label={t('face.title')}>{user.face === 1 ? t('face.enrolled') : t('face.notEnrolled')}</Detail>
          </Grid>
          <UserActions user={user} onDelete={onDelete} size="sm" />
        </Card.Body>
      </Card.Root>
    </chakra.li>
  );
}

/**
 * One page of users on a phone: a card each, so the name, IDs, what is enrolled, Edit and
 * Delete all fit the width (a table scrolled them off screen).
 */
export function UserCards({ rows, selected, onSelectedChange, onDelete, loading }: UserRowsProps) {
  const { t } = useTranslation('users');
  const { selectPage, selectUser } = usePageSelection({ rows, selected, onSelectedChange });
  return (
    <Flex direction="column" gap="3">
      <chakra.label display="flex" alignItems="center" gap="3" px="3" fontSize="sm" cursor="pointer">
        {selectPage}
        <span aria-hidden="true">{t('list.selectPage')}</span>
      </chakra.label>
      <chakra.ul listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" aria-label={t('list.title')} {...loadingRows(loading)}>
        {rows.map((user) => (
          <UserCard key={user.userid} user={user} select={selectUser(user)} onDelete={onDelete} />
        ))}
      </chakra.ul>
    </Flex>
  );
}
