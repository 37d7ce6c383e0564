import type { TFunction } from 'i18next';
import type { Repos } from '../db/repos/index.ts';
import type { ContactFormInput } from '../../shared/contracts/forms.ts';
import type { Locale } from '../../shared/locale.ts';
import { maskMobile } from '../../shared/validation.ts';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { tehranDayOf } from '../../shared/tehran-day.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { UploadsService } from './uploads.service.ts';
import type { RateLimiter } from './rate-limits.ts';

interface ContactDeps {
  repos: Repos;
  uploads: UploadsService;
  textQueue: TextSender;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  operatorMobile?: string;
  /** Messages in a language (locales/<lng>/sms.json): the operator reads Persian. */
  texts: (locale: Locale) => TFunction;
}

/** Consultation and contact requests: stored for the operator, who gets an SMS (spec §4, issue "the shell, the form"). */
export function contactService({ repos, uploads, textQueue, clock, log, limits, operatorMobile, texts }: ContactDeps) {
  return {
    async postForm(input: ContactFormInput, meta: { locale: Locale; ip: string }): Promise<{ id: number | null }> {
      // A filled honeypot is a bot: it is told all went well and nothing is kept.
      if (input.website) {
        log.info({ ip: meta.ip }, 'contact form honeypot filled; dropped');
        return { id: null };
      }
      const now = clock();
      if (input.sendDate && input.sendDate.slice(0, 10) < tehranDayOf(now)) throw new AppError('DATE_IN_PAST', 'sendDate');
      if (input.fileId !== undefined && !(await uploads.exists(input.fileId))) throw new AppError('UPLOAD_NOT_FOUND', 'fileId');
      // Checked and counted in one step (RATE_LIMITS.consultationPerIp): of a burst, exactly the limit is stored.
      await limits.take(['consultationPerIp', meta.ip]);

      const id = await repos.contactRequests.insert({
        group_id: input.contactUsGroupId ?? 1,
        full_name: input.fullName,
        mobile: input.mobile,
        email: input.email ?? null,
        title: input.title ?? null,
        body: input.body,
        file_id: input.fileId ?? null,
        send_date: input.sendDate ?? null,
        product_id: input.productId ?? null,
        locale: meta.locale,
        ip: meta.ip,
        status: 'new',
        note: null,
        created_at: now.toISOString(),
      });
      log.info({ contactRequestId: id, mobile: maskMobile(input.mobile), group: input.contactUsGroupId ?? 1 }, 'consultation request received');
      await notifyOperator(id, input);
      return { id };
    },
  };

  /** The request is already stored: a failed SMS is logged for the operator, never the visitor's problem. */
  async function notifyOperator(id: number, input: ContactFormInput) {
    if (!operatorMobile) return;
    // Persian text, Persian digits: the number and the mobile as the operator reads the rest.
    const text = texts('fa')('sms:operatorConsultation', {
      id: formatNumber(id, 'fa'),
      fullName: input.fullName,
      mobile: localDigits(input.mobile, 'fa'),
      title: input.title ?? '',
    });
    try {
      await textQueue.send({ to: operatorMobile, kind: 'operatorConsultation', text, code: null, expiresAt: null });
    } catch (err) {
      log.error({ err, contactRequestId: id }, 'operator SMS for a consultation request failed');
    }
  }
}
