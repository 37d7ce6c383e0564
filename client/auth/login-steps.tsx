import { useEffect, useRef, type FormEvent } from 'react';
import type { FieldError } from './login.machine.ts';
import { useTranslation } from '../i18n/react.tsx';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { OTP_LENGTH } from '../../shared/contracts/auth.ts';
import { TYPED_DIGITS_PATTERN } from '../../shared/digits.ts';
import { useLocale } from '../i18n/locale.ts';
import { Button } from '../ui/button.tsx';

export type LoginStep = 'mobile' | 'password' | 'code' | 'name' | 'signedIn';

/** What the screen shows: from the machine with JavaScript, from the route action's answer without. */
export interface LoginView {
  step: LoginStep;
  mobile: string;
  /** The code already checked (carried to the registration when the form posts without JavaScript). */
  code?: string;
  busy: boolean;
  resendLeft: number;
  hasPassword: boolean;
  /** A two-step account posting without JavaScript: the code step asks for the password too. */
  needsPassword?: boolean;
  fullName?: string;
  /** Messages of a failed post (without JavaScript; with it they are toasts). */
  errors?: string[];
  /** With JavaScript: the server's word on one field (a wrong code), shown on that field and focusing it. */
  fieldError?: FieldError | null;
}

/**
 * The login and sign-up form, one step at a time. It is a plain POST form (the route's action answers it when the
 * JavaScript has not loaded) that the machine takes over through `onSubmit` once it has. Buttons carry the intent.
 */
export function LoginSteps({
  view,
  onSubmit,
  onIntent,
}: {
  view: LoginView;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  onIntent?: (intent: string) => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const locale = useLocale();
  const form = useRef<HTMLFormElement>(null);
  // A wrong code (or password) puts the visitor back on that field with its text selected: type again, no mouse.
  useEffect(() => {
    const field = view.fieldError && form.current?.querySelector<HTMLInputElement>(`input[name="${view.fieldError.field}"]:not([type=hidden])`);
    if (!field) return;
    field.focus();
    field.select();
  }, [view.fieldError]);
  /** The attributes and the message of a field the server spoke of: one message, on the field, read with it. */
  const errorFor = (name: string) => (view.fieldError?.field === name ? view.fieldError.text : undefined);
  const described = (name: string) => (errorFor(name) ? { 'aria-invalid': true, 'aria-describedby': `login-${name}-error` } : {});
  const message = (name: string) =>
    errorFor(name) ? (
      <p id={`login-${name}-error`} className="field-error" role="alert">
        {errorFor(name)}
      </p>
    ) : null;
  const secondary = (intent: string, label: string, disabled = false) =>
    onIntent ? (
      <Button variant="ghost" onClick={() => onIntent(intent)} disabled={disabled || view.busy}>
        {label}
      </Button>
    ) : (
      <Button variant="ghost" type="submit" name="intent" value={intent} disabled={disabled} formNoValidate>
        {label}
      </Button>
    );

  if (view.step === 'signedIn') {
    return (
      <div className="login" role="status">
        <h2>{t('screen.welcome', { name: view.fullName })}</h2>
        <p>{t('screen.signedIn')}</p>
      </div>
    );
  }

  return (
    <form
      ref={form}
      method="post"
      className="login"
      onSubmit={onSubmit}
      aria-busy={view.busy}
      noValidate={!!onSubmit}
      data-live={onSubmit ? 'true' : undefined}
    >
      {view.errors?.length ? (
        <ul className="login__errors" role="alert">
          {view.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
      {view.step !== 'mobile' && <input type="hidden" name="mobile" value={view.mobile} />}
      {view.step === 'name' && view.code && <input type="hidden" name="code" value={view.code} />}

      {view.step === 'mobile' && (
        <div key="mobile" className="login__step">
          <p>{t('screen.lead')}</p>
          <label className="field">
            <span className="field__label">{t('screen.mobile')}</span>
            <input
              name="mobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              required
              autoFocus
              defaultValue={view.mobile}
              placeholder={t('screen.mobileHint')}
              {...described('mobile')}
            />
          </label>
          {message('mobile')}
          <Button variant="primary" type="submit" name="intent" value="mobile" disabled={view.busy}>
            {view.busy ? t('screen.working') : t('screen.continue')}
          </Button>
        </div>
      )}

      {view.step === 'password' && (
        <div key="password" className="login__step">
          <h2>{t('screen.passwordHeading')}</h2>
          <p>
            <bdi dir="ltr">{localDigits(view.mobile, locale)}</bdi>
          </p>
          <label className="field">
            <span className="field__label">{t('screen.password')}</span>
            <input name="password" type="password" autoComplete="current-password" required autoFocus {...described('password')} />
          </label>
          {message('password')}
          <Button variant="primary" type="submit" name="intent" value="password" disabled={view.busy}>
            {t('screen.login')}
          </Button>
          <div className="login__more">
            {secondary('useCode', t('screen.useCode'))}
            {secondary('changeMobile', t('screen.changeMobile'))}
          </div>
        </div>
      )}

      {view.step === 'code' && (
        <div key="code" className="login__step">
          <h2>{t('screen.codeHeading')}</h2>
          <p>
            {t('screen.codeSentTo')} <bdi dir="ltr">{localDigits(view.mobile, locale)}</bdi>
          </p>
          <label className="field">
            <span className="field__label">{t('screen.code')}</span>
            <input
              name="code"
              className="login__code"
              autoComplete="one-time-code"
              inputMode="numeric"
              pattern={TYPED_DIGITS_PATTERN}
              maxLength={OTP_LENGTH}
              dir="ltr"
              required
              autoFocus
              {...described('code')}
            />
          </label>
          {message('code')}
          {view.needsPassword && (
            <label className="field">
              <span className="field__label">{t('screen.password')}</span>
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
          )}
          <Button variant="primary" type="submit" name="intent" value="code" disabled={view.busy}>
            {t('screen.verify')}
          </Button>
          <div className="login__more">
            {view.resendLeft > 0 ? (
              <p className="login__countdown">{t('screen.resendIn', { seconds: formatNumber(view.resendLeft, locale) })}</p>
            ) : (
              secondary('resend', t('screen.resend'))
            )}
            {view.hasPassword && onIntent && secondary('usePassword', t('screen.usePassword'))}
            {secondary('changeMobile', t('screen.changeMobile'))}
          </div>
        </div>
      )}

      {view.step === 'name' && (
        <div key="name" className="login__step">
          <h2>{t('screen.nameHeading')}</h2>
          <p>{t('screen.nameLead')}</p>
          <label className="field">
            <span className="field__label">{t('screen.fullName')}</span>
            <input name="fullName" autoComplete="name" required maxLength={100} autoFocus {...described('fullName')} />
          </label>
          {message('fullName')}
          <label className="field">
            <span className="field__label">{t('screen.email')}</span>
            <input name="email" type="email" autoComplete="email" dir="ltr" maxLength={200} />
          </label>
          <label className="field">
            <span className="field__label">{t('screen.newPassword')}</span>
            <input name="password" type="password" autoComplete="new-password" minLength={8} maxLength={128} />
          </label>
          <Button variant="primary" type="submit" name="intent" value="name" disabled={view.busy}>
            {t('screen.register')}
          </Button>
        </div>
      )}
    </form>
  );
}
