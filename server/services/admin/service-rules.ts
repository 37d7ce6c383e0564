import type { Repos } from '../../db/repos/index.ts';
import type { ServiceRuleRow } from '../../db/repos/service-rules.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Locale } from '../../../shared/locale.ts';
import type { AdminServiceRule, ServiceRuleInput, ServiceRulesScreen } from '../../../shared/contracts/admin/service-rules.ts';
import { audit, type Actor } from './actor.ts';

type ListedRule = Awaited<ReturnType<Repos['serviceRules']['list']>>[number];

const toAdmin = (r: ListedRule, locale: Locale): AdminServiceRule => ({
  id: r.id,
  categoryId: r.category_id,
  productId: r.product_id,
  target:
    r.product_id !== null
      ? `${(locale === 'en' ? r.product_en : r.product_fa) ?? ''} (${r.product_code ?? ''})`
      : ((locale === 'en' ? r.category_en : r.category_fa) ?? ''),
  nameFa: r.name_fa,
  nameEn: r.name_en,
  intervalMonths: r.interval_months,
  updatedAt: r.updated_at,
});

const plain = (r: ServiceRuleRow) => ({
  categoryId: r.category_id,
  productId: r.product_id,
  nameFa: r.name_fa,
  nameEn: r.name_en,
  intervalMonths: r.interval_months,
});

/**
 * The service rules (issue #34, `/admin/service-rules/`): each names a category (its subcategories' products too) or a
 * product, one of the two, a service in both languages and its interval in months. Every save and removal is audited
 * in its transaction; the register reads the rules as they are now, so an edited interval moves every due date.
 */
export function serviceRulesAdmin({ repos, clock }: { repos: Repos; clock: Clock }) {
  return {
    async list(locale: Locale): Promise<ServiceRulesScreen> {
      const [rules, targets] = await Promise.all([repos.serviceRules.list(), repos.serviceRules.targets()]);
      return {
        rules: rules.map((r) => toAdmin(r, locale)),
        categories: targets.categories.map((c) => ({ id: c.id, name: locale === 'en' ? c.name_en : c.name_fa })),
        products: targets.products.map((p) => ({ id: p.id, name: locale === 'en' ? p.name_en : p.name_fa, code: p.code })),
      };
    },

    async save(actor: Actor, input: ServiceRuleInput, locale: Locale): Promise<AdminServiceRule> {
      const categoryId = input.categoryId ?? null;
      const productId = input.productId ?? null;
      if ((categoryId === null) === (productId === null)) throw new AppError('SERVICE_RULE_TARGET', categoryId === null ? 'categoryId' : 'productId');
      const at = clock().toISOString();
      const fields = {
        category_id: categoryId,
        product_id: productId,
        name_fa: input.nameFa,
        name_en: input.nameEn,
        interval_months: input.intervalMonths,
        updated_at: at,
      };
      return repos.transaction(async (r) => {
        const before = input.id ? await r.serviceRules.find(input.id) : undefined;
        if (input.id && !before) throw new AppError('SERVICE_RULE_NOT_FOUND', 'id');
        const targets = await r.serviceRules.targets();
        if (categoryId !== null && !targets.categories.some((c) => c.id === categoryId)) throw new AppError('CATEGORY_NOT_FOUND', 'categoryId');
        if (productId !== null && !targets.products.some((p) => p.id === productId)) throw new AppError('PRODUCT_NOT_FOUND', 'productId');
        const saved = before ? (await r.serviceRules.update(before.id, fields))! : await r.serviceRules.insert({ ...fields, created_at: at });
        await audit(r, clock, actor, {
          action: before ? 'service_rule.update' : 'service_rule.create',
          entity: 'service_rule',
          entityId: saved.id,
          before: before ? plain(before) : null,
          after: plain(saved),
        });
        return toAdmin(
          (await r.serviceRules.list()).find((x) => x.id === saved.id)!,
          locale,
        );
      });
    },

    async remove(actor: Actor, id: number): Promise<{ id: number }> {
      return repos.transaction(async (r) => {
        const removed = await r.serviceRules.remove(id);
        if (!removed) throw new AppError('SERVICE_RULE_NOT_FOUND', 'id');
        await audit(r, clock, actor, { action: 'service_rule.delete', entity: 'service_rule', entityId: id, before: plain(removed), after: null });
        return { id };
      });
    },
  };
}

export type ServiceRulesAdmin = ReturnType<typeof serviceRulesAdmin>;
