import { useEffect, useState, type FormEvent } from 'react';
import { redirect, useActionData, useNavigate, useSearchParams, type ActionFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useSelector } from '@xstate/react';
import { AUTH_STATE, authContracts } from '../../shared/contracts/auth.ts';
import { localeFromPath } from '../../shared/locale.ts';
import { asciiDigits } from '../../shared/digits.ts';
import { ApiError, loaderApi } from '../api/client.ts';
import { readForm } from '../api/form-data.ts';
import { useLocale } from '../i18n/locale.ts';
import { backPath, rememberedBack, routerShows } from '../auth/back-path.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { LoginSteps, type LoginStep, type LoginView } from '../auth/login-steps.tsx';
import type { LoginActor } from '../auth/start-login.ts';
import type { FieldError } from '../auth/login.machine.ts';

const START: LoginView = { step: 'mobile', mobile: '', busy: false, resendLeft: 0, hasPassword: false };

/**
 * Without JavaScript the form posts here, one step per post (spec §4: mobile → code → name); a signed-in visitor is
 * sent back to where they came from. With JavaScript the login machine does the same through the API.
 */
export async function action(args: ActionFunctionArgs): Promise<LoginView | Response> {
  const api = loaderApi(args);
  const url = new URL(args.request.url);
  const form = await readForm(args.request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const intent = text('intent') ?? 'mobile';
  const mobile = text('mobile') ?? '';
  const back = backPath(rememberedBack(url.searchParams), localeFromPath(url.pathname));
  const view = (step: LoginStep, extra: Partial<LoginView> = {}): LoginView => ({ ...START, step, mobile, ...extra });
  const failedStep: LoginStep = intent === 'name' ? 'name' : intent === 'code' || intent === 'resend' ? 'code' : intent === 'password' ? 'password' : 'mobile';
  try {
    if (intent === 'changeMobile') return view('mobile');
    const detail = await api.call(authContracts.userDetail, { mobile });
    const known = { hasPassword: detail.hasPassword, needsPassword: detail.authState === AUTH_STATE.loginTwoStep };
    if (intent === 'password') {
      await api.call(authContracts.login, { mobile, password: text('password') ?? '' });
      return redirect(back);
    }
    if (intent === 'code') {
      const code = asciiDigits(text('code') ?? '');
      if (!detail.exists) {
        await api.call(authContracts.checkOtp, { mobile, code });
        return view('name', { code });
      }
      await api.call(authContracts.login, { mobile, code, password: text('password') });
      return redirect(back);
    }
    if (intent === 'name') {
      await api.call(authContracts.register, {
        mobile,
        code: text('code') ?? '',
        fullName: text('fullName') ?? '',
        email: text('email'),
        password: text('password'),
      });
      return redirect(back);
    }
    const sent = await api.call(authContracts.otp, { mobile });
    return view('code', { ...known, resendLeft: sent.resendAfterSeconds });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return view(failedStep, { code: text('code'), errors: err.messages.map((m) => m.item1) });
  }
}

/** The machine's state as the form shows it. */
function viewOf(snapshot: LoginActor extends { getSnapshot(): infer S } ? S : never): LoginView {
  const { context } = snapshot;
  const step: LoginStep = snapshot.matches('password')
    ? 'password'
    : snapshot.matches('code')
      ? 'code'
      : snapshot.matches('name')
        ? 'name'
        : snapshot.matches('signedIn') || snapshot.matches('done')
          ? 'signedIn'
          : 'mobile';
  const idle: Parameters<typeof snapshot.matches>[0][] = ['mobile', { password: 'entering' }, { code: 'entering' }, { name: 'entering' }, 'signedIn', 'done'];
  const busy = !idle.some((s) => snapshot.matches(s));
  return {
    step,
    mobile: context.mobile,
    busy,
    resendLeft: context.resendLeft,
    hasPassword: !!context.detail?.hasPassword,
    fullName: context.user?.fullName,
    // While a new try is checked, the last one's error is no longer the answer.
    fieldError: busy ? null : context.fieldError,
  };
}

const sameView = (a: LoginView | null, b: LoginView | null) =>
  a === b || (!!a && !!b && (Object.keys(a) as (keyof LoginView)[]).every((k) => a[k] === b[k]) && Object.keys(a).length === Object.keys(b).length);

/** Log in or sign up by mobile (spec §2 /loginRegister, §4 auth states). */
export function Component() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const locale = useLocale();
  const posted = useActionData<typeof action>() as LoginView | undefined;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const back = backPath(rememberedBack(params), locale);
  const [actor, setActor] = useState<LoginActor | null>(null);

  // After hydration the machine takes the form over; a visitor who already posted without it goes on posting.
  useEffect(() => {
    if (posted) return;
    let started: LoginActor | null = null;
    let cancelled = false;
    void import('../auth/start-login.ts').then(({ startLogin }) => {
      if (cancelled) return;
      started = startLogin({ locale, t, onLeave: () => (routerShows(back) ? navigate(back, { replace: true }) : location.replace(back)) });
      setActor(started);
    });
    return () => {
      cancelled = true;
      started?.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one machine per visit of the screen
  }, []);

  const live = useSelector(actor ?? undefined, (s) => (s ? viewOf(s) : null), sameView);
  // A code that is not six digits is said on the field before anything is sent.
  const [formatError, setFormatError] = useState<FieldError | null>(null);
  const view = live ? { ...live, fieldError: formatError ?? live.fieldError } : (posted ?? START);

  function submit(e: FormEvent<HTMLFormElement>) {
    if (!actor) return;
    e.preventDefault();
    const data = new FormData(e.currentTarget, (e.nativeEvent as SubmitEvent).submitter);
    const value = (name: string) => String(data.get(name) ?? '');
    const intent = value('intent') || view.step;
    if (intent === 'mobile') actor.send({ type: 'mobile.submit', mobile: value('mobile') });
    else if (intent === 'password') actor.send({ type: 'password.submit', password: value('password') });
    else if (intent === 'name') actor.send({ type: 'name.submit', fullName: value('fullName'), email: value('email'), password: value('password') });
    else if (intent === 'code') {
      const code = asciiDigits(value('code')).trim();
      setFormatError(/^\d{6}$/.test(code) ? null : { field: 'code', text: t('errors:CODE_FORMAT') });
      if (/^\d{6}$/.test(code)) actor.send({ type: 'code.submit', code });
    }
  }

  function intent(name: string) {
    if (!actor) return;
    if (name === 'resend') actor.send({ type: 'code.resend' });
    else if (name === 'changeMobile') actor.send({ type: 'mobile.change' });
    else if (name === 'useCode') actor.send({ type: 'login.useCode' });
    else if (name === 'usePassword') actor.send({ type: 'login.usePassword' });
  }

  return (
    <main className="login-screen">
      <PageMeta title={t('common:screens.login.title')} description={t('common:screens.login.description')} />
      <h1>{t('screen.heading')}</h1>
      <LoginSteps view={view} onSubmit={actor ? submit : undefined} onIntent={actor ? intent : undefined} />
    </main>
  );
}
