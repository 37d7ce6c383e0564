import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { createKavenegarSender, type KavenegarOptions } from './kavenegar.ts';
import { createOutboxSender, type OutboxOptions } from './outbox.ts';
import type { SmsSender } from './sms-sender.ts';

export type { SmsSender, SmsProvider, SmsErrorCode } from './sms-sender.ts';
export { SmsError } from './sms-sender.ts';
export { readOutbox, type OutboxLine } from './outbox.ts';

export type SmsOptions = ({ provider: 'outbox' } & OutboxOptions) | ({ provider: 'kavenegar' } & KavenegarOptions);

/** The sender the options name. */
export function createSmsSender(options: SmsOptions, log: Logger): SmsSender {
  return options.provider === 'kavenegar' ? createKavenegarSender(options, log) : createOutboxSender(options, log);
}

/** The SMS settings of the configuration (config.ts has already refused kavenegar without a key or template). */
export function smsOptionsFromConfig(config: Config, clock?: Clock): SmsOptions {
  if (config.SMS_PROVIDER === 'kavenegar') {
    return {
      provider: 'kavenegar',
      apiKey: config.KAVENEGAR_API_KEY!,
      otpTemplate: config.KAVENEGAR_OTP_TEMPLATE!,
      sender: config.KAVENEGAR_SENDER,
      baseUrl: config.KAVENEGAR_BASE_URL,
      timeoutMs: config.SMS_TIMEOUT_MS,
    };
  }
  return { provider: 'outbox', file: config.SMS_OUTBOX, otpTemplate: config.KAVENEGAR_OTP_TEMPLATE, clock };
}
