import type { TFunction } from 'i18next';
import type { Repos } from '../db/repos/index.ts';
import { col } from '../db/repos/localized.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { ChangeBus } from '../integrations/change-bus/index.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { RateLimiter } from './rate-limits.ts';
import { MAX_STOCK_ALERTS, type StockAlert } from '../../shared/contracts/stock-alerts.ts';
import { localizePath, type Locale } from '../../shared/locale.ts';
import { productPath } from '../../shared/routes.ts';

interface StockAlertsDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
  changes: ChangeBus;
  /** PUBLIC_ORIGIN: the text's link is absolute when the site knows its address. */
  origin?: string;
}

const signedIn = (userId: number | undefined): number => {
  if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
  return userId;
};

/**
 * Back-in-stock texts (issue #32, point 3). A signed-in customer asks for a text on an item that is out of stock (at
 * most MAX_STOCK_ALERTS, held under the customer's row lock by a guarded insert). The stock change that brings the item
 * back marks its alerts due in its own transaction (stock.repo.ts); after it commits, the change it announces on the
 * bus (a back-office save, an order's stock given back) makes every process claim the due alerts, each row deleted by
 * exactly one of them, and text them through the durable text queue (held for the morning in the quiet hours). The
 * minutely timed work claims them too, should a process stop between the commit and its claim.
 */
export function stockAlertsService({ repos, clock, log, limits, textQueue, texts, changes, origin }: StockAlertsDeps) {
  const alerts = repos.stockAlerts;

  const view =
    (locale: Locale) =>
    (r: Awaited<ReturnType<typeof alerts.list>>[number]): StockAlert => ({
      productItemId: r.product_item_id,
      productId: r.product_id,
      productName: r[col('name', locale)],
      itemName: r[locale === 'en' ? 'item_en' : 'item_fa'],
      label: r[col('label', locale)],
      createdAt: r.created_at,
    });

  async function textDue(): Promise<number> {
    const due = await alerts.claimDue();
    let sent = 0;
    for (const a of due) {
      // A product withdrawn since the customer asked has no page to link: the alert just ends.
      if (!a.active) continue;
      const locale: Locale = a.locale === 'en' ? 'en' : 'fa';
      const item = locale === 'en' ? a.item_en : a.item_fa;
      const name = [locale === 'en' ? a.name_en : a.name_fa, item].filter(Boolean).join(' – ');
      const url = `${origin ?? ''}${localizePath(productPath(a.product_id, locale === 'en' ? a.label_en : a.label_fa), locale)}?item=${a.id}`;
      const text = texts(locale)('sms:backInStock', { name, url, interpolation: { escapeValue: false } });
      try {
        await textQueue.send({ to: a.mobile, kind: 'backInStock', text, code: null, expiresAt: null });
        sent++;
      } catch (err) {
        log.error({ err, productItemId: a.id }, 'back-in-stock text not stored');
      }
    }
    if (due.length) log.info({ claimed: due.length, sent }, 'back-in-stock texts handed to the text queue');
    return sent;
  }

  // One claim at a time in this process; a change heard meanwhile runs one more after it (nothing due is left behind).
  let running: Promise<unknown> | null = null;
  let again = false;
  function textDueSoon() {
    if (running) return void (again = true);
    running = textDue()
      .catch((err) => log.error({ err }, 'claiming back-in-stock alerts failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          textDueSoon();
        }
      });
  }
  changes.subscribe('catalog.changed', textDueSoon);
  changes.subscribe('stock.flipped', textDueSoon);

  return {
    async list(userId: number | undefined, locale: Locale): Promise<StockAlert[]> {
      return (await alerts.list(signedIn(userId))).map(view(locale));
    },

    async add(userId: number | undefined, productItemId: number, locale: Locale) {
      const owner = signedIn(userId);
      await limits.take(['stockAlertPerUser', String(owner)]);
      const item = await alerts.item(productItemId);
      if (!item || !item.active || !item.product_active) throw new AppError('ITEM_NOT_FOUND', 'productItemId');
      if (Number(item.stock) > 0) throw new AppError('ITEM_IN_STOCK', 'productItemId');
      const { added } = await repos.transaction(async (r) => {
        // The customer's row lock makes the count inside the insert one step for them, across processes.
        await r.orders.lockCustomer(owner);
        return r.stockAlerts.add({ user_id: owner, product_item_id: productItemId, locale, created_at: clock().toISOString() }, MAX_STOCK_ALERTS);
      });
      if (!added) throw new AppError('STOCK_ALERT_LIMIT', 'productItemId', { max: MAX_STOCK_ALERTS });
      return { productItemId };
    },

    async remove(userId: number | undefined, productItemId: number) {
      const owner = signedIn(userId);
      await limits.take(['stockAlertPerUser', String(owner)]);
      await alerts.remove(owner, productItemId);
      return { productItemId };
    },

    /** Texts every alert whose item came back (the minutely work's step; the bus's events start it at once). */
    textDue,
  };
}

export type StockAlertsService = ReturnType<typeof stockAlertsService>;
