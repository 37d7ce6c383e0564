import type { SmsError, SmsSender } from '../../server/integrations/sms/index.ts';
import type { TextSender } from '../../server/services/texts/text-queue.ts';

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

/**
 * A TextSender for service tests without a queue: tries the sender once; a failure answers `queued` (a real queue would
 * retry it), as the durable text queue does.
 */
export function directTexts(sms: SmsSender): TextSender {
  return {
    async send(text) {
      try {
        await (text.code === null ? sms.send(text.to, text.text) : sms.sendCode(text.to, text.code, text.text));
        return 'sent';
      } catch {
        return 'queued';
      }
    },
  };
}
