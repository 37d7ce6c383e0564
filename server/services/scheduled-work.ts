import type { Logger } from '../lib/logger.ts';
import type { ScheduledTask, ShopTasks, TaskHandlers } from '../integrations/jobs/index.ts';
import type { Services } from './index.ts';

/** The timed work: each task once per interval across every worker and machine (the job engine's schedule). */
export const SCHEDULE: ScheduledTask<ShopTasks>[] = [
  { task: 'timers.minutely', every: 'minute' },
  { task: 'timers.hourly', every: 'hour' },
];

/**
 * What each task does. The minutely one: interrupted payment verifications are finished first, so an order paid just
 * before a restart is not expired; then the gateway is asked again about payments whose answer was lost; then unpaid
 * orders (or cheques unconfirmed) past their due time give their stock back and a cheque past its review deadline is
 * texted to the operator; a blog post whose scheduled time has come is announced to every page cache; back-in-stock
 * alerts left due (a process stopped between a stock change's commit and its claim) are texted; a certificate whose
 * last valid day has passed clears the pages that show it valid; services of registered equipment coming due
 * (SERVICE_REMINDER_DAYS before, and on the day when nothing is booked) are texted, each once. Each step is a guarded
 * move, so a run twice (the start-up catch-up of two workers) is harmless.
 */
export function taskHandlers(services: Services, log: Logger): TaskHandlers<ShopTasks> {
  return {
    'text.send': (text, job) => services.texts.deliver(text, job),
    'timers.minutely': () => minutely(services, log),
    'timers.hourly': () => hourly(services, log),
  };
}

/** The minutely work; one step failing does not stop the next (each is logged). */
export async function minutely(services: Services, log: Logger) {
  await services.payments.resumeInterrupted().catch((err) => log.error({ err }, 'resuming interrupted payment verifications failed'));
  await services.payments.reconcile().catch((err) => log.error({ err }, 'reconciling payments with the gateway failed'));
  await services.orders.expireDue().catch((err) => log.error({ err }, 'expiring unpaid orders failed'));
  await services.quotes.expireDue().catch((err) => log.error({ err }, 'expiring lapsed quotes failed'));
  await services.content.announceDuePosts().catch((err) => log.error({ err }, 'announcing scheduled posts failed'));
  await services.stockAlerts.textDue().catch((err) => log.error({ err }, 'texting back-in-stock alerts failed'));
  await services.certifications.noteExpired().catch((err) => log.error({ err }, 'noting expired certificates failed'));
  await services.equipment.remindDue().catch((err) => log.error({ err }, 'texting service reminders failed'));
}

/**
 * Uploads a visitor never sent a form with (a day later), dead sessions, rate-limit windows that have ended, a
 * quote's cheques (the customer reminded before each due date, the operator told of one past it, each once), and the
 * search log's days past the 90 it keeps, and the invitations to review orders delivered a week ago (each once).
 */
export async function hourly(services: Services, log: Logger) {
  await Promise.all([
    services.uploads.sweepAbandoned().catch((err) => log.error({ err }, 'sweeping abandoned uploads failed')),
    services.auth.sweepSessions().catch((err) => log.error({ err }, 'sweeping expired sessions failed')),
    services.limits.sweep().catch((err) => log.error({ err }, 'sweeping ended rate-limit windows failed')),
    services.orders.remindInstalments().catch((err) => log.error({ err }, 'reminding quote cheques failed')),
    services.searchLog.sweep().catch((err) => log.error({ err }, 'sweeping the search log failed')),
    services.reviews.inviteDue().catch((err) => log.error({ err }, 'inviting delivered orders to a review failed')),
  ]);
}
