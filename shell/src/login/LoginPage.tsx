import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { getLanguage, isLanguageCode, LANGUAGES, setLanguage, useTranslation } from '@tac/i18n';
import { callLogin, type LeftNotice } from '@tac/goform/login';
import { targetAfterLogin } from '../access/targets';

interface LoginValues {
  userid: string;
  password: string;
}
type LoginErrors = Partial<Record<keyof LoginValues, string>>;

/** Two required fields: checked here, without a form library on the first load. */
function validate(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!values.userid.trim()) errors.userid = 'shell:login.userNameRequired';
  if (!values.password) errors.password = 'shell:login.passwordRequired';
  return errors;
}

export interface LoginPageProps {
  logoUrl: string;
  title: string;
  /** Where the page came from: its `redirect` parameter is followed once signed in. */
  search: string;
  /** The visitor is signed in (or holds a factory key): the console takes over at `target`. */
  onSignedIn(target: string): void;
  /** The visitor started typing: the console's code may start loading. */
  onFirstInput?(): void;
  /** Why the last session ended, said on arrival (e.g. the password was changed). */
  notice?: LeftNotice;
}

/** While the device restarts (10001 deviceOffline), the login is sent again this often until it answers otherwise. */
export const RESTART_RETRY_MS = 3000;


/**
 * What the page says for the notice the console left it: for a session that ended, the screen
 * it brings the visitor back to, and whether the unsaved edits there were kept (walk #7).
 */
function noticeText(t: ReturnType<typeof useTranslation>['t'], { notice, screen, kept }: LeftNotice): string {
  if (notice === 'passwordChanged') return t('shell:modifyPassword.success');
  if (!screen) return t('shell:login.sessionEnded');
  return t(kept ? 'shell:login.sessionEndedKept' : 'shell:login.sessionEndedOn', { screen });
}

/**
 * SPEC §2 /login: user name + password. Plain elements and the page's own stylesheet
 * (login.css, inlined into login.html): nothing of the console's component library, store
 * or federation runtime is needed to sign in. The device's refusals show under the form.
 */
export function LoginPage({ logoUrl, title, search, onSignedIn, onFirstInput, notice }: LoginPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ userid: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  /** The device is restarting: the same login goes again by itself (issue 34 #10). */
  const [retrying, setRetrying] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The build prerenders this form into login.html: until this script runs it cannot be sent
  // (a plain submit would put the password in the address), and what was typed into it is kept.
  const [scripted, setScripted] = useState(false);
  // Shown once the script runs, as the prerendered form has no notice.
  const [told, setTold] = useState<LeftNotice>();
  useEffect(() => {
    const typed = (name: keyof LoginValues) => (form.current?.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const early = { userid: typed('userid'), password: typed('password') };
    if (early.userid || early.password) {
      setValues(early);
      onFirstInput?.();
    }
    setScripted(true);
    setTold(notice);
    // Once, at the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Like a form library: checked on submit, then again on every change.
  const errors = submitted ? validate(values) : {};

  const field = (name: keyof LoginValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      onFirstInput?.();
      // Another name or password is another login: it waits for the button.
      setRetrying(false);
      setValues((v) => ({ ...v, [name]: event.target.value }));
    },
  });
  const errorOf = (name: keyof LoginValues) =>
    errors[name] && (
      <p className="login-error" id={`${id}-${name}-error`}>
        {t(errors[name])}
      </p>
    );

  const signIn = async () => {
    setBusy(true);
    setRefusal(undefined);
    setTold(undefined);
    onFirstInput?.();
    const outcome = await callLogin({ userid: values.userid.trim(), password: values.password });
    if (outcome.kind === 'session') {
      setRetrying(false);
      onSignedIn(targetAfterLogin(search));
      return;
    }
    setBusy(false);
    setRetrying(outcome.kind === 'restarting');
    // 11003: a factory key logged in; it may only use the hidden pages.
    if (outcome.kind === 'superuser') onSignedIn('/snkey');
    else setRefusal(outcome.message);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (busy || Object.keys(validate(values)).length > 0) return;
    await signIn();
  };

  // The device is restarting: try again by itself, with what was typed then, until it answers otherwise.
  useEffect(() => {
    if (!retrying || busy) return;
    const timer = setTimeout(() => void signIn(), RESTART_RETRY_MS);
    return () => clearTimeout(timer);
    // signIn is a new function each render; a new try is due when a try ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retrying, busy]);

  return (
    <main className="login-page">
      <form ref={form} className="login-card" onSubmit={(event) => void onSubmit(event)} noValidate>
        <img className="login-logo" src={logoUrl} alt={title} />
        <h1>{t('shell:login.title')}</h1>
        <p className="login-notice" role="status">
          {told && noticeText(t, told)}
        </p>
        <div className="login-field">
          <label htmlFor={`${id}-userid`}>{t('shell:login.userName')}</label>
          {/* The page has one task: the first field takes focus so a keyboard user types at once. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <input autoComplete="username" autoFocus {...field('userid')} />
          {errorOf('userid')}
        </div>
        <div className="login-field">
          <label htmlFor={`${id}-password`}>{t('shell:login.password')}</label>
          <input type="password" autoComplete="current-password" {...field('password')} />
          {errorOf('password')}
        </div>
        <div className="login-field">
          <label htmlFor={`${id}-language`}>{t('shell:navbar.language')}</label>
          <select
            id={`${id}-language`}
            value={getLanguage()}
            onChange={(event) => {
              if (isLanguageCode(event.target.value)) void setLanguage(event.target.value);
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language.code} value={language.code} lang={language.bcp47}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <p className="login-refusal" role="alert">
          {refusal}
          {retrying && refusal && (
            <>
              <br />
              {t('shell:login.retrying')}
            </>
          )}
        </p>
        <button type="submit" disabled={!scripted} aria-busy={busy || undefined} aria-disabled={busy || undefined}>
          {busy && <span className="login-spinner" aria-hidden="true" />}
          {t('shell:login.submit')}
        </button>
      </form>
    </main>
  );
}
