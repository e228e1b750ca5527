import { useState } from 'react';
import type { Answer, Peripheral } from '@tac/goform';
import { useTranslation } from '@tac/i18n';
import {
  Badge,
  Button,
  Center,
  Checkbox,
  ConfirmDialog,
  ErrorPanel,
  Flex,
  notifyToast,
  Spinner,
  Table,
  Text,
} from '@tac/ui';

type Action = 'authorize' | 'cancel';

export interface AuthorizationListProps {
  list: { data?: { items: Peripheral[] }; isLoading: boolean; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** The list's write call: authorize or cancel the given MACs (all or none). */
  change: (input: { macs: string[]; action: Action }) => { unwrap: () => Promise<Answer> };
  isChanging: boolean;
}

/**
 * Wiegand readers or Bluetooth devices the terminal knows: pick several, then authorize
 * them or cancel their authorization, each after a confirmation; the device answers and
 * the list is read again.
 */
export function AuthorizationList({ list, change, isChanging }: AuthorizationListProps) {
  const { t } = useTranslation('advancedSetup');
  const [selected, setSelected] = useState<string[]>([]);
  const [asking, setAsking] = useState<Action | null>(null);
  const items = list.data?.items ?? [];
  // A device that left the list (reset, another browser) cannot stay selected.
  const chosen = selected.filter((mac) => items.some((p) => p.mac === mac));
  const allChosen = items.length > 0 && chosen.length === items.length;

  const toggle = (mac: string, on: boolean) => setSelected(on ? [...chosen, mac] : chosen.filter((m) => m !== mac));

  const confirm = async () => {
    if (!asking) return;
    let answer: Answer | undefined;
    try {
      answer = await change({ macs: chosen, action: asking }).unwrap();
    } catch {
      // The catalogue message is already shown.
    }
    setAsking(null);
    if (answer?.code === 'success') {
      notifyToast.success(t('common:success'));
      setSelected([]);
    } else if (answer) {
      notifyToast.error(t('common:failed'));
    }
  };

  if (list.isLoading) {
    return (
      <Center py="10">
        <Spinner size="lg" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (list.isError && !list.data) return <ErrorPanel title={t('errors:obtainFailed')} onRetry={() => void list.refetch()} />;

  return (
    <>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" disabled={chosen.length === 0} onClick={() => setAsking('authorize')}>
          {t('authorization.authorize')}
        </Button>
        <Button variant="outline" disabled={chosen.length === 0} onClick={() => setAsking('cancel')}>
          {t('authorization.cancel')}
        </Button>
        <Button variant="ghost" onClick={() => void list.refetch()} loading={list.isFetching}>
          {t('common:refresh')}
        </Button>
      </Flex>
      <Text color="fg.muted" aria-live="polite">
        {t('authorization.selected', { count: chosen.length })}
      </Text>
      {items.length === 0 ? (
        <Text>{t('authorization.empty')}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md" maxW="full">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="10">
                  <Checkbox.Root
                    checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                    onCheckedChange={(e) => setSelected(e.checked === true ? items.map((p) => p.mac) : [])}
                  >
                    <Checkbox.HiddenInput aria-label={t('authorization.selectAll')} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.ColumnHeader>
                <Table.ColumnHeader>{t('authorization.mac')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('authorization.model')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('authorization.machine')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('authorization.route')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('authorization.status')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((p) => (
                <Table.Row key={p.mac} data-selected={chosen.includes(p.mac) ? '' : undefined}>
                  <Table.Cell>
                    <Checkbox.Root checked={chosen.includes(p.mac)} onCheckedChange={(e) => toggle(p.mac, e.checked === true)}>
                      <Checkbox.HiddenInput aria-label={t('authorization.select', { mac: p.mac })} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono" whiteSpace="nowrap">
                    {p.mac}
                  </Table.Cell>
                  <Table.Cell>{p.model}</Table.Cell>
                  <Table.Cell>{p.machine}</Table.Cell>
                  <Table.Cell>{t('authorization.routeN', { n: p.route })}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={p.status === 1 ? 'green' : 'gray'}>
                      {t(p.status === 1 ? 'authorization.authorized' : 'authorization.unauthorized')}
                    </Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t(asking === 'cancel' ? 'authorization.cancelTitle' : 'authorization.authorizeTitle')}
        message={t(asking === 'cancel' ? 'authorization.cancelConfirm' : 'authorization.authorizeConfirm', {
          count: chosen.length,
        })}
        // The buttons say what they do: "Cancel" beside "Confirm" on a cancellation asked which one cancels.
        confirmLabel={t(asking === 'cancel' ? 'authorization.cancel' : 'authorization.authorize')}
        cancelLabel={asking === 'cancel' ? t('common:back') : undefined}
        destructive={asking === 'cancel'}
        busy={isChanging}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
