import { createActor, type ActorRefFrom } from 'xstate';
import type { TFunction } from 'i18next';
import type { Locale } from '../../shared/locale.ts';
import { fieldErrorOf, loginMachine, messagesOf } from './login.machine.ts';
import { browserApi } from '../api/browser-api.ts';
import { showToast } from '../shell/toasts.ts';
import { loadSession } from './load-session.ts';

export type LoginActor = ActorRefFrom<typeof loginMachine>;

/**
 * Starts the login machine with what the screen shows: each server message as a red toast (spec §8), the user loaded
 * and greeted at login, `onLeave` one second later (spec §4). Loaded after hydration, only on the login screen.
 */
export function startLogin({ locale, t, onLeave }: { locale: Locale; t: TFunction; onLeave: () => void }): LoginActor {
  const machine = loginMachine.provide({
    actions: {
      // A message about a field is shown on it (login-steps.tsx); the others, or a failure with none, as toasts.
      showErrors: (_, { error }) => {
        const onField = fieldErrorOf(error);
        const messages = messagesOf(error).filter((m) => m !== onField?.text);
        if (!onField && !messages.length) messages.push(t('errors:INTERNAL'));
        for (const title of messages) showToast({ kind: 'error', title });
      },
      signedIn: (_, { user }) => {
        void loadSession(locale, true);
        showToast({ kind: 'success', title: t('auth:screen.welcome', { name: user.fullName }) });
      },
      leave: onLeave,
    },
  });
  const actor = createActor(machine, { input: { api: browserApi(locale) } }).start();
  watchWebOtp(actor);
  return actor;
}

type OtpCredential = Credential & { code: string };

/** WebOTP: on phones that support it, the texted code (its last line names this site) fills in and submits itself. */
function watchWebOtp(actor: LoginActor) {
  if (!('OTPCredential' in window)) return;
  let waiting: AbortController | null = null;
  actor.subscribe((snapshot) => {
    const inCode = snapshot.matches({ code: 'entering' });
    if (inCode && !waiting) {
      const controller = (waiting = new AbortController());
      navigator.credentials
        .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
        .then((credential) => {
          const code = (credential as OtpCredential | null)?.code;
          if (code && !controller.signal.aborted) actor.send({ type: 'code.submit', code });
        })
        .catch(() => {})
        .finally(() => {
          if (waiting === controller) waiting = null;
        });
    } else if (!inCode && waiting && !snapshot.matches('code')) {
      waiting.abort();
      waiting = null;
    }
  });
}
