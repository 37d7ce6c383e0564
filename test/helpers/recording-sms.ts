import type { SmsError, SmsSender } from '../../server/integrations/sms/index.ts';

export interface RecordedSms {
  to: string;
  text: string;
  code: string | null;
}

/**
 * An SmsSender for service tests: remembers what was sent; `failWith` makes the next sends reject as a provider would.
 */
export function createRecordingSmsSender(): SmsSender & { sent: RecordedSms[]; failWith: SmsError | null } {
  const sender = {
    provider: 'outbox' as const,
    sent: [] as RecordedSms[],
    failWith: null as SmsError | null,
    async sendCode(to: string, code: string, text: string) {
      if (sender.failWith) throw sender.failWith;
      sender.sent.push({ to, text, code });
    },
    async send(to: string, text: string) {
      if (sender.failWith) throw sender.failWith;
      sender.sent.push({ to, text, code: null });
    },
  };
  return sender;
}
