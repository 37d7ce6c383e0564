import type { TFunction } from 'i18next';
import type { Repos } from '../db/repos/index.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { Locale } from '../../shared/locale.ts';

/** What needs the operator's hands: money to return, a gateway that refuses our account or setup, a cheque to check. */
export type OperatorAlertKey =
  | 'operatorPaymentLate'
  | 'operatorPaidTwice'
  | 'operatorGatewayMisconfigured'
  | 'operatorChequeReview'
  | 'operatorQuoteRequested'
  | 'operatorQuoteComment'
  | 'operatorQuoteStockShort'
  | 'operatorInstalmentOverdue';

export interface AlertOptions {
  /** `error` (default) where something is broken or money is owed; `warn` for work that is merely waiting. */
  level?: 'warn' | 'error';
  /** Alerts with the same key are texted at most once in 30 minutes (default: the alert's key and its subject). */
  repeatKey?: string;
}

/**
 * The same alert at most once in this long (a misconfigured gateway refuses every customer: one text is enough), across
 * every worker and machine: the `operator_alerts` row is taken with one guarded upsert.
 */
const REPEAT_AFTER_MS = 30 * 60_000;

/**
 * Alerts the operator: a log line always (the log is where monitoring looks), and a text to OPERATOR_MOBILE in Persian
 * when one is configured. Never fails the caller. The one way the server texts its operator about orders and payments.
 */
export function operatorAlert({
  textQueue,
  repos,
  texts,
  log,
  clock,
  operatorMobile,
}: {
  textQueue: TextSender;
  repos: Repos;
  texts: (locale: Locale) => TFunction;
  log: Logger;
  clock: Clock;
  operatorMobile?: string;
}) {
  const sent = repos.texts;
  return async (
    key: OperatorAlertKey,
    params: Record<string, string | number>,
    context: Record<string, unknown>,
    message: string,
    options: AlertOptions = {},
  ) => {
    log[options.level ?? 'error']({ alert: key, ...context }, message);
    if (!operatorMobile) return;
    const repeatKey = options.repeatKey ?? `${key}:${params.authority ?? params.code ?? params.id}`;
    const now = clock().getTime();
    try {
      if (!(await sent.claimAlert(repeatKey, new Date(now).toISOString(), new Date(now - REPEAT_AFTER_MS).toISOString()))) return;
      const text = texts('fa')(`sms:${key}`, { ...params, interpolation: { escapeValue: false } });
      await textQueue.send({ to: operatorMobile, kind: key, text, code: null, expiresAt: null });
    } catch (err) {
      log.error({ err, alert: key }, 'operator alert SMS not sent');
    }
  };
}

export type OperatorAlert = ReturnType<typeof operatorAlert>;
