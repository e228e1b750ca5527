import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { deviceMessage, isGoformError, isUnsupportedCall, networkMessage, SetCertificate, type CertificateInfo } from '@tac/goform';
import { useLocaleFormat, useTranslation } from '@tac/i18n';
import {
  Alert,
  Button,
  ConfirmDialog,
  contractFields,
  DataList,
  ErrorPanel,
  Flex,
  FormProvider,
  Heading,
  issueMessage,
  Page,
  Spinner,
  Stack,
  Text,
  useForm,
} from '@tac/ui';
import type { PendingTexts } from '../../networkChange/PendingChange';
import {
  useNetworkCertificateCheckMutation,
  useNetworkCertificateConfirmMutation,
  useNetworkCertificateInstallMutation,
  useNetworkCertificateQuery,
  type CertificateDescription,
  type CertificateInput,
} from './endpoints';
import { HttpsOnly } from './HttpsOnly';
import { PemField } from './PemField';
import { SettledHere, useSettle } from './SettledHere';
import { certificateSchema, type CertificateValues } from './schema';

const fields = contractFields({ shape: SetCertificate.request }, {});

const PENDING_TEXTS: PendingTexts = {
  title: 'network:certificate.pending.title',
  revertIn: 'network:certificate.pending.revertIn',
  keep: 'network:certificate.pending.keep',
  outcomes: 'certificate.outcome',
};

/** Subject, issuer, validity and fingerprint of a certificate. */
function CertificateDetails({ info }: { info: CertificateDescription }) {
  const { t } = useTranslation('network');
  const { dateTime } = useLocaleFormat();
  const when = (iso: string | undefined) => (iso ? dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : '');
  // Names and hex read left to right in every language; dates follow the console's language.
  const rows: [string, string | undefined, 'name' | 'hex' | 'date'][] = [
    [t('certificate.subject'), info.subject, 'name'],
    [t('certificate.issuer'), info.issuer, 'name'],
    [t('certificate.validFrom'), when(info.validfrom), 'date'],
    [t('certificate.validTo'), when(info.validto), 'date'],
    [t('certificate.fingerprint'), info.fingerprint, 'hex'],
  ];
  return (
    <DataList.Root orientation="horizontal" gap="2">
      {rows.map(([label, value, kind]) => (
        <DataList.Item key={label} alignItems="start">
          <DataList.ItemLabel minW="10rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-all" fontFamily={kind === 'hex' ? 'mono' : undefined}>
            {kind === 'date' ? value : <bdi dir="ltr">{value}</bdi>}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The certificate the device serves. */
function InUse({ info }: { info: CertificateInfo }) {
  const { t } = useTranslation('network');
  return (
    <Stack as="section" gap="3" aria-labelledby="certificate-in-use">
      <Heading as="h2" size="md" id="certificate-in-use">
        {t('certificate.inUse')}
      </Heading>
      <CertificateDetails info={info} />
    </Stack>
  );
}

/** The new pair, pasted or loaded from files; the device checks it again before it serves it. */
function InstallForm({ onInstall, busy }: { onInstall: (input: CertificateInput) => void; busy: boolean }) {
  const { t } = useTranslation('network');
  const methods = useForm<CertificateValues>({
    resolver: zodResolver(certificateSchema, { error: issueMessage }),
    mode: 'onTouched',
    defaultValues: { cert: '', key: '' },
  });
  return (
    <FormProvider {...methods}>
      <form aria-label={t('certificate.install')} noValidate onSubmit={methods.handleSubmit((values) => onInstall(values as CertificateInput))}>
        <Stack gap="5">
          <Heading as="h2" size="md">
            {t('certificate.install')}
          </Heading>
          <Text>{t('certificate.installExplain')}</Text>
          <PemField
            name="cert"
            label={t('certificate.cert')}
            fileLabel={t('certificate.certFile')}
            loadLabel={t('certificate.loadCert')}
            help={t('certificate.certHelp')}
            placeholder="-----BEGIN CERTIFICATE-----"
            maxLength={fields.text('cert').maxLength}
          />
          <PemField
            name="key"
            label={t('certificate.key')}
            fileLabel={t('certificate.keyFile')}
            loadLabel={t('certificate.loadKey')}
            help={t('certificate.keyHelp')}
            placeholder="-----BEGIN PRIVATE KEY-----"
            maxLength={fields.text('key').maxLength}
          />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={busy}>
            {t('certificate.installButton')}
          </Button>
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * Network › Certificate: the HTTPS certificate in use, HTTPS only, and a new certificate installed with
 * confirm-or-revert (DESIGN §3): the device serves it at once and brings the previous one
 * back unless it is kept in time, so a certificate the browsers refuse cannot lock anyone out.
 * The private key goes to the device and never comes back.
 */
export default function Certificate() {
  const { t } = useTranslation('network');
  const query = useNetworkCertificateQuery(undefined, { refetchOnMountOrArgChange: true });
  const [check, checked] = useNetworkCertificateCheckMutation();
  const [install, installing] = useNetworkCertificateInstallMutation();
  const [confirm, confirming] = useNetworkCertificateConfirmMutation();
  const [asking, setAsking] = useState<{ input: CertificateInput; next?: CertificateDescription }>();
  const [refusal, setRefusal] = useState<string>();
  const { outcome, setOutcome, settle } = useSettle(confirm);
  const info = query.data;
  const rollbackms = typeof info?.rollbackms === 'number' && info.rollbackms > 0 ? info.rollbackms : undefined;

  const refused = (error: unknown) =>
    setRefusal(isGoformError(error) && error.status === 'DEVICE' ? deviceMessage(error.msg, error.retvalue) : networkMessage());

  // The device checks the pair first, so a pair it would refuse is told before anyone is asked to install it;
  // firmware without the check (it answers 404) is asked without the new certificate's details.
  const ask = async (input: CertificateInput) => {
    setRefusal(undefined);
    setOutcome(undefined);
    const result = await check(input);
    checked.reset();
    if ('error' in result && isUnsupportedCall(result.error)) setAsking({ input });
    else if ('error' in result) refused(result.error);
    else setAsking({ input, next: result.data });
  };

  // The private key is not kept in the store's record of the call once it is answered.
  const send = async (input: CertificateInput) => {
    setAsking(undefined);
    const result = await install(input);
    installing.reset();
    if ('error' in result) refused(result.error);
  };

  const expired = () => {
    setOutcome('restored');
    void query.refetch();
  };

  let body;
  if (query.isLoading) {
    body = (
      <Flex role="status" align="center" gap="3">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t('certificate.loading')}</Text>
      </Flex>
    );
  } else if (query.isError || !info) {
    body = <ErrorPanel title={t('certificate.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (info.https !== 1) {
    body = (
      <Alert.Root status="info" maxW="2xl">
        <Alert.Indicator />
        <Alert.Description>{t('certificate.httpsOff')}</Alert.Description>
      </Alert.Root>
    );
  } else {
    body = (
      <Stack gap="8" maxW="2xl">
        <SettledHere
          rollbackms={rollbackms}
          busy={confirming.isLoading}
          settle={settle}
          outcome={outcome}
          onExpired={expired}
          texts={PENDING_TEXTS}
          hint={t('certificate.pending.hint')}
        />
        <InUse info={info} />
        <HttpsOnly info={info} onExpired={() => void query.refetch()} />
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{refusal}</Alert.Title>
          </Alert.Root>
        )}
        {rollbackms === undefined && <InstallForm onInstall={(input) => void ask(input)} busy={checked.isLoading || installing.isLoading} />}
      </Stack>
    );
  }

  return (
    <Page title={t('certificate.title')}>
      {body}
      <ConfirmDialog
        open={asking !== undefined}
        title={t('certificate.confirmTitle')}
        message={
          <Stack gap="4">
            {asking?.next && <CertificateDetails info={asking.next} />}
            <Text>{t('certificate.confirmMessage')}</Text>
          </Stack>
        }
        confirmLabel={t('certificate.installButton')}
        onConfirm={() => asking && void send(asking.input)}
        onCancel={() => setAsking(undefined)}
      />
    </Page>
  );
}
