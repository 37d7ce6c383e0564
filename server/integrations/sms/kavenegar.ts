import type { Logger } from '../../lib/logger.ts';
import { maskMobile, normalizeMobile } from '../../../shared/validation.ts';
import { integerField, jsonObject, objectField, post } from '../http-post.ts';
import { SmsError, type SmsSender } from './sms-sender.ts';

export interface KavenegarOptions {
  apiKey: string;
  /** The approved verify/lookup template whose `%token` receives the code. */
  otpTemplate: string;
  /** The line number plain texts go out from; the account's default line when absent. */
  sender?: string;
  /** https://api.kavenegar.com in production; a local fake in tests. */
  baseUrl: string;
  timeoutMs: number;
  /** Waits before each new try after a "try later" answer (409); default RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
}

/** 409: "the server cannot answer; retry later". Everything else Kavenegar refuses is final for this message. */
const TRY_LATER = 409;
/** Two more tries, a moment and then two seconds later: a code the visitor waits for is still worth sending. */
export const RETRY_DELAYS_MS = [500, 2_000] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/*
 * Kavenegar REST (INTEGRATIONS.md §3): POST form-encoded to {base}/v1/{API-KEY}/{scope}/{method}.json. Success is
 * `return.status == 200`; on an error the HTTP status is not 200 and the body still carries `return.status` and
 * `return.message`. `entries` is an object (lookup, per the README) or an array (send, and lookup per the Go SDK).
 */
export function createKavenegarSender(options: KavenegarOptions, log: Logger): SmsSender {
  const base = options.baseUrl.replace(/\/+$/, '');

  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;

  /** One message, tried again while Kavenegar answers "try later". */
  async function call(scope: string, method: string, to: string, fields: Record<string, string>, kind: 'code' | 'text') {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await callOnce(scope, method, to, fields, kind);
      } catch (err) {
        if (!(err instanceof SmsError) || err.code !== 'SMS_TRY_LATER' || attempt >= retryDelays.length) throw err;
        await pause(retryDelays[attempt]);
      }
    }
  }

  async function callOnce(scope: string, method: string, to: string, fields: Record<string, string>, kind: 'code' | 'text') {
    const receptor = normalizeMobile(to);
    if (!receptor) throw new SmsError('SMS_INVALID_RECEPTOR', 'not a mobile number');
    const masked = maskMobile(receptor);
    const fail = (error: SmsError): never => {
      log.warn({ sms: { provider: 'kavenegar', to: masked, kind, error: error.code, ...error.details } }, 'sms not sent');
      throw error;
    };
    const outcome = await post({
      url: `${base}/v1/${encodeURIComponent(options.apiKey)}/${scope}/${method}.json`,
      body: new URLSearchParams({ receptor, ...fields }).toString(),
      contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
      timeoutMs: options.timeoutMs,
    });
    if (outcome.kind === 'timeout') return fail(new SmsError('SMS_TIMEOUT', `Kavenegar did not answer within ${options.timeoutMs} ms`));
    if (outcome.kind === 'unreachable') return fail(new SmsError('SMS_UNREACHABLE', `Kavenegar unreachable: ${outcome.reason}`));

    const body = jsonObject(outcome.body);
    const head = objectField(body?.return);
    const status = integerField(head?.status);
    const message = typeof head?.message === 'string' ? head.message : undefined;
    if (status === null) {
      return fail(new SmsError('SMS_BAD_RESPONSE', `Kavenegar answered HTTP ${outcome.status} without a return status`, { httpStatus: outcome.status }));
    }
    if (status !== 200 || outcome.status !== 200) {
      return fail(
        new SmsError(status === TRY_LATER ? 'SMS_TRY_LATER' : 'SMS_REJECTED', `Kavenegar refused: ${status}${message ? ` ${message}` : ''}`, {
          providerStatus: status,
          providerMessage: message,
          httpStatus: outcome.status,
        }),
      );
    }
    const entries = body?.entries;
    const first = objectField(Array.isArray(entries) ? entries[0] : entries);
    log.info(
      { sms: { provider: 'kavenegar', to: masked, kind, messageId: integerField(first?.messageid), entryStatus: integerField(first?.status) } },
      'sms sent',
    );
  }

  return {
    provider: 'kavenegar',
    async sendCode(to, code) {
      // Kavenegar refuses tokens with spaces, newlines or underscores (431); say so before spending a request.
      if (!/^[^\s_]{1,100}$/.test(code)) throw new SmsError('SMS_REJECTED', 'code not usable as a Kavenegar token');
      await call('verify', 'lookup', to, { template: options.otpTemplate, token: code }, 'code');
    },
    async send(to, text) {
      await call('sms', 'send', to, { message: text, ...(options.sender ? { sender: options.sender } : {}) }, 'text');
    },
  };
}
