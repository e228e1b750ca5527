import { Box, Center, Image } from '@tac/ui';
import type { UserRow } from '@tac/goform';
import { useUsersUserInfoQuery } from '../UserEdit/endpoints';

/** The user's photo, read only for rows that have one (and cached with the edit form), else initials. */
export function UserAvatar({ user }: { user: UserRow }) {
  const { data } = useUsersUserInfoQuery(user.userid, { skip: user.photo !== 1 });
  const size = '8';
  if (data?.photodata) {
    return <Image src={data.photodata} alt="" boxSize={size} rounded="full" objectFit="cover" flexShrink={0} />;
  }
  return (
    <Center boxSize={size} rounded="full" bg="brand.subtle" color="brand.fg" fontSize="xs" flexShrink={0} aria-hidden="true">
      <Box as="span">{[...user.username].slice(0, 1).join('').toUpperCase()}</Box>
    </Center>
  );
}
