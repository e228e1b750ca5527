import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import {
  Box,
  Button,
  ConfirmDialog,
  ErrorPanel,
  Flex,
  IconButton,
  Page,
  Pager,
  Spinner,
  Stack,
  Text,
  notifyToast,
  useMobileLayout,
} from '@tac/ui';
import { AddUserIcon } from '../../icons';
import { ExportButton } from './ExportButton';
import { ImportDialog } from './ImportDialog';
import { SearchBox } from './SearchBox';
import { UserCards } from './UserCards';
import { UserTable } from './UserTable';
import { useUsersDeleteSomeMutation, useUsersDeleteUserMutation, useUsersListQuery } from './endpoints';
import { PAGE_SIZES, useListPlace } from './listAddress';
import { useListState } from '../../listReturn';

type PendingDelete = { kind: 'one'; userid: string } | { kind: 'selected' };

export default function UserList() {
  const { t } = useTranslation('users');
  const [{ search, page, pageSize }, move] = useListPlace();
  const fromList = useListState();
  // SPEC §2: the mobile layout's add-user icon leads to /user/userEdit, the desktop's Add to /user/addUser;
  // a phone shows the users as cards, a desktop as a table.
  const mobile = useMobileLayout();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const setPage = (next: number) => move({ page: next });
  // A new search or page size starts again at the first page.
  const setSearch = (next: string) => {
    if (next !== search) move({ search: next, page: 0 });
  };
  const setPageSize = (next: number) => move({ pageSize: next, page: 0 });

  // Another page, search or size starts with nothing selected.
  const [shown, setShown] = useState({ search, page, pageSize });
  if (shown.search !== search || shown.page !== page || shown.pageSize !== pageSize) {
    setShown({ search, page, pageSize });
    setSelected(new Set());
  }

  const { data, isLoading, isFetching, isError, refetch } = useUsersListQuery({
    start: page * pageSize,
    limit: pageSize,
    search,
  });
  const [deleteOne, deletingOne] = useUsersDeleteUserMutation();
  const [deleteSome, deletingSome] = useUsersDeleteSomeMutation();
  const rows = data?.record ?? [];
  const UserRows = mobile ? UserCards : UserTable;
  const count = data?.count ?? 0;

  const askDeleteSelected = () => {
    if (selected.size === 0) notifyToast.error(t('errors:userDelInfo'));
    else setPending({ kind: 'selected' });
  };

  const confirmDelete = async () => {
    if (!pending) return;
    const done =
      pending.kind === 'one'
        ? await deleteOne({ userid: pending.userid })
        : await deleteSome({ someuserid: [...selected].join(',') });
    setPending(null);
    if (done.data?.code === 'success') {
      notifyToast.success(t('common:success'));
      const removed = pending.kind === 'one' ? 1 : selected.size;
      setSelected(new Set());
      // Deleting the whole last page steps back to the page before it.
      const left = count - removed;
      if (page > 0 && page * pageSize >= left) setPage(Math.max(0, Math.ceil(left / pageSize) - 1));
    } else if (done.data) {
      notifyToast.error(t('common:failed'));
    }
  };

  const actions = (
    <>
      {mobile ? (
        <IconButton asChild aria-label={t('list.addUser')} variant="outline">
          <RouterLink to="/user/userEdit" state={fromList}>
            <AddUserIcon />
          </RouterLink>
        </IconButton>
      ) : (
        <Button asChild>
          <RouterLink to="/user/addUser" state={fromList}>
            {t('common:add')}
          </RouterLink>
        </Button>
      )}
      <Button colorPalette="red" variant="outline" onClick={askDeleteSelected}>
        {t('list.deleteSelected')}
      </Button>
      <ExportButton />
      <ImportDialog />
    </>
  );

  return (
    <Page title={t('list.title')} actions={actions} wide>
      <Stack gap="4">
        <Flex gap="2" align="center" wrap="wrap">
          <Box flex="1" minW="48" maxW="sm">
            <SearchBox search={search} onSearch={setSearch} />
          </Box>
          {isFetching && !isLoading && <Spinner size="sm" aria-label={t('common:loading')} />}
        </Flex>
        {isLoading ? (
          <Spinner size="lg" alignSelf="center" aria-label={t('common:loading')} />
        ) : isError ? (
          <ErrorPanel title={t('list.loadFailed')} onRetry={() => void refetch()} />
        ) : (
          <>
            {rows.length === 0 ? (
              <Text color="fg.muted">{t('list.empty')}</Text>
            ) : (
              <UserRows
                rows={rows}
                selected={selected}
                onSelectedChange={setSelected}
                onDelete={(userid) => setPending({ kind: 'one', userid })}
                loading={isFetching}
              />
            )}
            <Pager
              pending={isFetching}
              page={page + 1}
              count={count}
              pageSize={pageSize}
              pageSizes={{ sizes: PAGE_SIZES, label: t('list.pageSize'), onChange: setPageSize }}
              onPage={(next) => setPage(next - 1)}
            />
          </>
        )}
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('list.deleteTitle')}
        message={
          pending?.kind === 'one'
            ? t('list.deleteOne', { userid: pending.userid })
            : t('list.deleteSome', { count: selected.size })
        }
        confirmLabel={t('common:delete')}
        destructive
        busy={deletingOne.isLoading || deletingSome.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
