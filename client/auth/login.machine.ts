import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { AUTH_STATE, authContracts, type AuthUser, type OtpSent, type UserDetail } from '../../shared/contracts/auth.ts';
import { ApiError, type ApiClient } from '../api/client.ts';

/*
 * The login screen (spec §4 auth states, issue #7): mobile → a code (or a password) → a name for a new number →
 * signed in, then back to where the visitor came from after 1 s. The machine never calls fetch: each call is a
 * `fromPromise` actor that gets the typed client as input, so tests provide fakes. What it shows (toasts, navigation)
 * are named actions the screen provides.
 */

export interface LoginContext {
  api: ApiClient;
  mobile: string;
  detail: UserDetail | null;
  /** Held only between the password step and the code step of a two-step login. */
  password: string;
  code: string;
  /** Seconds before another code may be asked for (spec: the screen counts down). */
  resendLeft: number;
  user: AuthUser | null;
  /** The server's word on one field of the step (a wrong code, a wrong password), shown on that field, not as a toast. */
  fieldError: FieldError | null;
}

export interface FieldError {
  field: string;
  text: string;
}

/** The fields of the login steps: a message about one of them belongs beside it. */
const STEP_FIELDS = ['mobile', 'code', 'password', 'fullName', 'email'];

/** The first message of a failed call that names a field of the steps, or null. */
export function fieldErrorOf(error: unknown): FieldError | null {
  const message = error instanceof ApiError ? error.messages.find((m) => m.item2 && STEP_FIELDS.includes(m.item2)) : undefined;
  return message ? { field: message.item2!, text: message.item1 } : null;
}

export type LoginEvent =
  | { type: 'mobile.submit'; mobile: string }
  | { type: 'mobile.change' }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'password.submit'; password: string }
  | { type: 'login.useCode' }
  | { type: 'login.usePassword' }
  | { type: 'name.submit'; fullName: string; email?: string; password?: string }
  | { type: 'countdown.tick' };

export interface RegisterDetails {
  fullName: string;
  email?: string;
  password?: string;
}

/** The server's messages of a failed call; nothing for a network failure (the screen shows its own). */
export const messagesOf = (error: unknown): string[] => (error instanceof ApiError ? error.messages.map((m) => m.item1).filter(Boolean) : []);
const errorCodeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);
const optional = (value: string | undefined) => (value?.trim() ? value : undefined);

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { api: ApiClient },
  },
  actors: {
    lookUp: fromPromise<UserDetail, { api: ApiClient; mobile: string }>(({ input }) => input.api.call(authContracts.userDetail, { mobile: input.mobile })),
    sendCode: fromPromise<OtpSent, { api: ApiClient; mobile: string }>(({ input }) => input.api.call(authContracts.otp, { mobile: input.mobile })),
    checkCode: fromPromise<unknown, { api: ApiClient; mobile: string; code: string }>(({ input }) =>
      input.api.call(authContracts.checkOtp, { mobile: input.mobile, code: input.code }),
    ),
    logIn: fromPromise<AuthUser, { api: ApiClient; mobile: string; code?: string; password?: string }>(({ input }) =>
      input.api.call(authContracts.login, { mobile: input.mobile, code: input.code, password: input.password }),
    ),
    register: fromPromise<AuthUser, { api: ApiClient; mobile: string; code: string } & RegisterDetails>(({ input }) =>
      input.api.call(authContracts.register, {
        mobile: input.mobile,
        code: input.code,
        fullName: input.fullName,
        email: optional(input.email),
        password: optional(input.password),
      }),
    ),
    /** One `countdown.tick` a second while a code is being entered. */
    ticker: fromCallback(({ sendBack }) => {
      const timer = setInterval(() => sendBack({ type: 'countdown.tick' }), 1000);
      return () => clearInterval(timer);
    }),
  },
  actions: {
    /** Spec §8: each server message not about a field as a red toast (the screen provides it). */
    showErrors: (_, _params: { error: unknown }) => {},
    /** Spec §4: the current user is loaded and the visitor is taken back after 1 s (the screen provides both). */
    signedIn: (_, _params: { user: AuthUser }) => {},
    leave: () => {},
    startCountdown: assign({ resendLeft: (_, params: { sent: OtpSent }) => params.sent.resendAfterSeconds }),
    /** A code asked for again too soon: the countdown runs from the wait the server said (Retry-After). */
    waitToResend: assign({ resendLeft: (_, params: { error: unknown }) => (params.error instanceof ApiError ? (params.error.retryAfter ?? 0) : 0) }),
    forgetSecrets: assign({ password: '', code: '', fieldError: null }),
    rememberFieldError: assign({ fieldError: (_, params: { error: unknown }) => fieldErrorOf(params.error) }),
  },
  guards: {
    hasPassword: ({ context }) => !!context.detail?.hasPassword,
    isNewNumber: ({ context }) => context.detail?.authState === AUTH_STATE.register,
    isTwoStep: ({ context }) => context.detail?.authState === AUTH_STATE.loginTwoStep,
    canResend: ({ context }) => context.resendLeft <= 0,
    isCodeComplete: (_, params: { code: string }) => /^\d{6}$/.test(params.code),
    codeWasJustSent: (_, params: { error: unknown }) => errorCodeOf(params.error) === 'OTP_TOO_SOON',
    codeIsDead: (_, params: { error: unknown }) => ['OTP_EXPIRED', 'OTP_TOO_MANY_TRIES'].includes(errorCodeOf(params.error) ?? ''),
  },
  delays: { redirect: 1000 },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ api: input.api, mobile: '', detail: null, password: '', code: '', resendLeft: 0, user: null, fieldError: null }),
  initial: 'mobile',
  states: {
    mobile: {
      id: 'mobile',
      entry: 'forgetSecrets',
      on: { 'mobile.submit': { target: 'lookingUp', actions: assign({ mobile: ({ event }) => event.mobile.trim() }) } },
    },
    lookingUp: {
      invoke: {
        src: 'lookUp',
        input: ({ context }) => ({ api: context.api, mobile: context.mobile }),
        onDone: [
          { guard: ({ event }) => event.output.hasPassword, target: 'password', actions: assign({ detail: ({ event }) => event.output }) },
          { target: 'sendingCode', actions: assign({ detail: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'mobile',
          actions: [
            { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
            { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ api: context.api, mobile: context.mobile }),
        onDone: { target: 'code', actions: { type: 'startCountdown', params: ({ event }) => ({ sent: event.output }) } },
        onError: [
          // A code sent a moment ago is still on its way and still valid: wait for it rather than start over.
          {
            guard: { type: 'codeWasJustSent', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: [
              { type: 'waitToResend', params: ({ event }) => ({ error: event.error }) },
              { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
              { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'mobile',
            actions: [
              { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
              { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },
    password: {
      id: 'password',
      initial: 'entering',
      on: { 'mobile.change': '#mobile', 'login.useCode': { target: 'sendingCode', actions: assign({ password: '' }) } },
      states: {
        entering: {
          on: {
            'password.submit': [
              // Auth state 3: the password is kept for the code step, and both go to the server together.
              { guard: 'isTwoStep', target: '#login.sendingCode', actions: assign({ password: ({ event }) => event.password }) },
              { target: 'checking', actions: assign({ password: ({ event }) => event.password }) },
            ],
          },
        },
        checking: {
          invoke: {
            src: 'logIn',
            input: ({ context }) => ({ api: context.api, mobile: context.mobile, password: context.password }),
            onDone: { target: '#signedIn', actions: assign({ user: ({ event }) => event.output }) },
            onError: {
              target: 'entering',
              actions: [
                assign({ password: '' }),
                { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    code: {
      id: 'code',
      initial: 'entering',
      invoke: { src: 'ticker' },
      on: {
        'countdown.tick': { actions: assign({ resendLeft: ({ context }) => Math.max(0, context.resendLeft - 1) }) },
        'mobile.change': '#mobile',
        'login.usePassword': { guard: 'hasPassword', target: '#password' },
      },
      states: {
        entering: {
          on: {
            'code.submit': {
              guard: { type: 'isCodeComplete', params: ({ event }) => ({ code: event.code }) },
              target: 'checking',
              actions: assign({ code: ({ event }) => event.code }),
            },
            'code.resend': { guard: 'canResend', target: 'resending' },
          },
        },
        checking: {
          always: [{ guard: 'isNewNumber', target: 'verifyingNew' }, { target: 'loggingIn' }],
        },
        verifyingNew: {
          invoke: {
            src: 'checkCode',
            input: ({ context }) => ({ api: context.api, mobile: context.mobile, code: context.code }),
            onDone: { target: '#name' },
            onError: {
              target: 'entering',
              actions: [
                { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        loggingIn: {
          invoke: {
            src: 'logIn',
            input: ({ context }) => ({ api: context.api, mobile: context.mobile, code: context.code, password: context.password || undefined }),
            onDone: { target: '#signedIn', actions: assign({ user: ({ event }) => event.output }) },
            onError: {
              target: 'entering',
              actions: [
                { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        resending: {
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({ api: context.api, mobile: context.mobile }),
            onDone: { target: 'entering', actions: { type: 'startCountdown', params: ({ event }) => ({ sent: event.output }) } },
            onError: {
              target: 'entering',
              actions: [
                { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
                { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    name: {
      id: 'name',
      initial: 'entering',
      on: { 'mobile.change': '#mobile' },
      states: {
        entering: {
          on: { 'name.submit': 'registering' },
        },
        registering: {
          invoke: {
            src: 'register',
            input: ({ context, event }) => {
              const details = event as Extract<LoginEvent, { type: 'name.submit' }>;
              return {
                api: context.api,
                mobile: context.mobile,
                code: context.code,
                fullName: details.fullName,
                email: details.email,
                password: details.password,
              };
            },
            onDone: { target: '#signedIn', actions: assign({ user: ({ event }) => event.output }) },
            onError: [
              // The code outlived its window while the name was typed: a new one is sent.
              {
                guard: { type: 'codeIsDead', params: ({ event }) => ({ error: event.error }) },
                target: '#login.sendingCode',
                actions: [
                  { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: 'entering',
                actions: [
                  { type: 'rememberFieldError', params: ({ event }) => ({ error: event.error }) },
                  { type: 'showErrors', params: ({ event }) => ({ error: event.error }) },
                ],
              },
            ],
          },
        },
      },
    },
    signedIn: {
      id: 'signedIn',
      entry: ['forgetSecrets', { type: 'signedIn', params: ({ context }) => ({ user: context.user! }) }],
      after: { redirect: 'done' },
    },
    done: { type: 'final', entry: 'leave' },
  },
});

export type LoginMachine = typeof loginMachine;
