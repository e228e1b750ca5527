import { useState, type ReactNode } from 'react';
import { useTranslation } from '@tac/i18n';
import { Alert, ConfirmDialog, labelOfField } from '@tac/ui';
import { useNetworkWifiConnectMutation, type ConnectInput } from './connectEndpoint';

/** How a join ended; `refused` is the label of the field a 10003 named. */
type Result = { ok: boolean; ssid: string; refused?: string };

/**
 * Joining a network may cut a browser that reaches the device over Wi-Fi (SPEC §4), so
 * it asks first; then it says how it went — a failed join leaves the device in AP mode.
 */
export function useWifiConnect() {
  const { t } = useTranslation('network');
  const [connect, { isLoading }] = useNetworkWifiConnectMutation();
  const [request, setRequest] = useState<ConnectInput>();
  const [result, setResult] = useState<Result>();

  const confirm = async () => {
    if (!request) return;
    const ssid = String(request.ssid);
    try {
      // 10003 (a field the device refuses) comes back as an answer, not an error: only success joined.
      const answer = await connect(request).unwrap();
      const field = typeof answer.field === 'string' ? answer.field : undefined;
      setResult({ ok: answer.code === 'success', ssid, refused: field && (labelOfField(field) ?? field) });
    } catch {
      // The catalogue message (Password Error, not in range) is already toasted; say what it means here.
      setResult({ ok: false, ssid });
    } finally {
      setRequest(undefined);
    }
  };

  const ui: ReactNode = (
    <>
      <ConfirmDialog
        open={request !== undefined}
        title={t('wifiConnect.confirmTitle', { ssid: request?.ssid ?? '' })}
        message={t('wifiConnect.confirmMessage', { ssid: request?.ssid ?? '' })}
        confirmLabel={t('wifiConnect.connect')}
        cancelLabel={t('wifiConnect.dontConnect')}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setRequest(undefined)}
      />
      {result && (
        <Alert.Root status={result.ok ? 'success' : 'error'} role="status" maxW="2xl">
          <Alert.Indicator />
          <Alert.Title>
            {result.refused
              ? t('common:failedField', { field: result.refused })
              : t(result.ok ? 'wifiConnect.connected' : 'wifiConnect.failed', { ssid: result.ssid })}
          </Alert.Title>
        </Alert.Root>
      )}
    </>
  );

  return {
    /** Asks, then connects. */
    start: (input: ConnectInput) => {
      setResult(undefined);
      setRequest(input);
    },
    isConnecting: isLoading,
    ui,
  };
}
