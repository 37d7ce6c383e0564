import { expect } from 'chai';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { loginMachine } from '../../../../client/auth/login.machine.ts';
import { ApiError, type ApiClient } from '../../../../client/api/client.ts';
import type { AuthUser, OtpSent, UserDetail } from '../../../../shared/contracts/auth.ts';

const USER: AuthUser = {
  fullName: 'Sara Ahmadi',
  mobile: '09123456789',
  email: null,
  hasPassword: false,
  likedProductIds: [],
  stockAlertItemIds: [],
  reviewInvites: true,
};
const SENT: OtpSent = { expiresInSeconds: 120, resendAfterSeconds: 60 };
const refused = (code: string) => new ApiError(400, [{ item1: `message of ${code}`, code }]);

/** The machine with every call faked: what each fake was asked is recorded, and each answers what the test says. */
function start(
  detail: UserDetail,
  answers: { logIn?: (input: Record<string, unknown>) => Promise<AuthUser>; register?: () => Promise<AuthUser>; sendCode?: () => Promise<OtpSent> } = {},
) {
  const calls: { actor: string; input: Record<string, unknown> }[] = [];
  const errors: unknown[] = [];
  let signedIn: AuthUser | null = null;
  let left = false;
  // Typed loosely on purpose: a fake records any input and answers what the test says.
  const fake = <T>(name: string, answer: (input: Record<string, unknown>) => Promise<T>) =>
    fromPromise<T, Record<string, unknown>>(({ input }) => {
      const { api: _api, ...rest } = input;
      calls.push({ actor: name, input: rest });
      return answer(rest);
    }) as never;
  const machine = loginMachine.provide({
    actors: {
      lookUp: fake('lookUp', async () => detail),
      sendCode: fake('sendCode', answers.sendCode ?? (async () => SENT)),
      checkCode: fake('checkCode', async () => ({ valid: true, exists: false })),
      logIn: fake('logIn', answers.logIn ?? (async () => USER)),
      register: fake('register', answers.register ?? (async () => USER)),
      // No real timer: tests send countdown.tick themselves.
      ticker: fromCallback(() => () => {}),
    },
    actions: {
      showErrors: (_, params) => void errors.push((params as { error: unknown }).error),
      signedIn: (_, params) => void (signedIn = (params as { user: AuthUser }).user),
      leave: () => void (left = true),
    },
    delays: { redirect: 0 },
  });
  const actor = createActor(machine, { input: { api: {} as ApiClient } }).start();
  return { actor, calls, errors, signedIn: () => signedIn, left: () => left };
}

const settle = (actor: AnyActorRef, state: string) => waitFor(actor, (s) => s.matches(state), { timeout: 1000 });

describe('the login machine (client/auth/login.machine.ts)', () => {
  it('registers a new number: mobile → code → name → signed in → leaves', async () => {
    const t = start({ exists: false, hasPassword: false, authState: 1 });
    t.actor.send({ type: 'mobile.submit', mobile: ' 0912 345 6789 ' });
    await settle(t.actor, { code: 'entering' } as never);
    expect(t.actor.getSnapshot().context.resendLeft).to.equal(60);
    t.actor.send({ type: 'code.submit', code: '123' });
    expect(t.actor.getSnapshot().matches({ code: 'entering' }), 'an incomplete code is not sent').to.equal(true);
    t.actor.send({ type: 'code.submit', code: '123456' });
    await settle(t.actor, { name: 'entering' } as never);
    t.actor.send({ type: 'name.submit', fullName: 'Sara Ahmadi', email: '' });
    await settle(t.actor, 'done');
    expect(t.calls.map((c) => c.actor)).to.deep.equal(['lookUp', 'sendCode', 'checkCode', 'register']);
    expect(t.calls[3].input).to.deep.include({ mobile: '0912 345 6789', code: '123456', fullName: 'Sara Ahmadi' });
    expect(t.signedIn()).to.deep.equal(USER);
    expect(t.left()).to.equal(true);
    expect(t.actor.getSnapshot().context.code, 'the code is forgotten').to.equal('');
  });

  it('logs a known number in with its code, and shows each failure', async () => {
    let tries = 0;
    const t = start({ exists: true, hasPassword: false, authState: 2 }, { logIn: async () => (++tries === 1 ? Promise.reject(refused('OTP_WRONG')) : USER) });
    t.actor.send({ type: 'mobile.submit', mobile: '09123456789' });
    await settle(t.actor, { code: 'entering' } as never);
    t.actor.send({ type: 'code.submit', code: '000000' });
    await waitFor(t.actor, () => t.errors.length === 1, { timeout: 1000 });
    expect(t.actor.getSnapshot().matches({ code: 'entering' })).to.equal(true);
    expect((t.errors[0] as ApiError).code).to.equal('OTP_WRONG');
    t.actor.send({ type: 'code.submit', code: '123456' });
    await settle(t.actor, 'done');
    expect(t.calls.filter((c) => c.actor === 'logIn').map((c) => c.input.code)).to.deep.equal(['000000', '123456']);
  });

  it('offers a new code only when the countdown reaches zero', async () => {
    const t = start({ exists: true, hasPassword: false, authState: 2 });
    t.actor.send({ type: 'mobile.submit', mobile: '09123456789' });
    await settle(t.actor, { code: 'entering' } as never);
    t.actor.send({ type: 'code.resend' });
    expect(t.calls.filter((c) => c.actor === 'sendCode')).to.have.length(1);
    for (let i = 0; i < 60; i++) t.actor.send({ type: 'countdown.tick' });
    expect(t.actor.getSnapshot().context.resendLeft).to.equal(0);
    t.actor.send({ type: 'code.resend' });
    await waitFor(t.actor, () => t.calls.filter((c) => c.actor === 'sendCode').length === 2, { timeout: 1000 });
    await settle(t.actor, { code: 'entering' } as never);
    expect(t.actor.getSnapshot().context.resendLeft).to.equal(60);
  });

  it('logs in with a password, or with both for a two-step account', async () => {
    const plain = start({ exists: true, hasPassword: true, authState: 2 });
    plain.actor.send({ type: 'mobile.submit', mobile: '09123456789' });
    await settle(plain.actor, { password: 'entering' } as never);
    plain.actor.send({ type: 'password.submit', password: 'secret password' });
    await settle(plain.actor, 'done');
    expect(plain.calls.map((c) => c.actor)).to.deep.equal(['lookUp', 'logIn']);
    expect(plain.calls[1].input).to.deep.include({ password: 'secret password' });

    const twoStep = start({ exists: true, hasPassword: true, authState: 3 });
    twoStep.actor.send({ type: 'mobile.submit', mobile: '09123456789' });
    await settle(twoStep.actor, { password: 'entering' } as never);
    twoStep.actor.send({ type: 'password.submit', password: 'secret password' });
    await settle(twoStep.actor, { code: 'entering' } as never);
    twoStep.actor.send({ type: 'code.submit', code: '654321' });
    await settle(twoStep.actor, 'done');
    expect(twoStep.calls.map((c) => c.actor)).to.deep.equal(['lookUp', 'sendCode', 'logIn']);
    expect(twoStep.calls[2].input).to.deep.include({ code: '654321', password: 'secret password' });
  });

  it('goes back to the number when no code could be sent, and on to the code when one was just sent', async () => {
    const failing = start({ exists: true, hasPassword: false, authState: 2 }, { sendCode: () => Promise.reject(refused('SMS_FAILED')) });
    failing.actor.send({ type: 'mobile.submit', mobile: '09123456789' });
    await waitFor(failing.actor, () => failing.errors.length === 1, { timeout: 1000 });
    expect(failing.actor.getSnapshot().matches('mobile')).to.equal(true);

    const early = start({ exists: true, hasPassword: false, authState: 2 }, { sendCode: () => Promise.reject(refused('OTP_TOO_SOON')) });
    early.actor.send({ type: 'mobile.submit', mobile: '09123456789' });
    await settle(early.actor, { code: 'entering' } as never);
  });
});
