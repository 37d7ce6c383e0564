import { useActionData, useLoaderData, useLocation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { equipmentContracts, type Equipment, type EquipmentSite } from '../../shared/contracts/equipment.ts';
import { ApiError, loaderApi } from '../api/client.ts';
import { readForm } from '../api/form-data.ts';
import { ownOrNotFound } from '../api/own-data.ts';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { EquipmentPiece } from '../equipment/equipment-piece.tsx';
import { AddEquipment } from '../equipment/add-equipment.tsx';
import { RemindersSwitch } from '../equipment/reminders-switch.tsx';
import { equipmentAction, type EquipmentResult } from '../equipment/equipment-action.ts';
import { MixedText } from '../ui/mixed-text.tsx';

/** The customer's equipment by site (issue #34); a visitor is sent to log in and brought back (a reminder's link). */
export async function loader(args: LoaderFunctionArgs) {
  return ownOrNotFound(loaderApi(args).call(equipmentContracts.page, {}), args.request);
}

/** Adding a piece, removing one, booking a visit and the reminders' switch: plain forms, before the JavaScript too. */
export async function action(args: ActionFunctionArgs): Promise<EquipmentResult> {
  const form = await readForm(args.request);
  try {
    return await equipmentAction(loaderApi(args), form);
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { intent: String(form.get('intent')), key: String(form.get('key') ?? ''), errors: err.messages };
    throw err;
  }
}

/** The pieces grouped by their site, in the order the register lists them; those without a site last. */
function bySite(items: Equipment[]) {
  const groups = new Map<number | null, { site: EquipmentSite | null; items: Equipment[] }>();
  for (const item of items) {
    const key = item.site?.id ?? null;
    if (!groups.has(key)) groups.set(key, { site: item.site, items: [] });
    groups.get(key)!.items.push(item);
  }
  return [...groups.values()].sort((a, b) => Number(a.site === null) - Number(b.site === null));
}

export function Component() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation(['equipment', 'checkout']);
  const book = new URLSearchParams(useLocation().search).get('book');
  const title = t('equipment:title');
  return (
    <main className="container equipment-page">
      <PageMeta title={title} description={t('equipment:description')} />
      <PageTitle title={title} crumbs={[{ label: t('checkout:profile.title'), to: '/profile/' }, { label: title }]} />
      <p className="equipment-page__intro">{t('equipment:intro')}</p>
      {result?.done && (
        <p className="notice notice--success" role="status">
          {t(`equipment:done.${result.done}`)}
        </p>
      )}
      {page.items.length === 0 ? (
        <p>{t('equipment:empty')}</p>
      ) : (
        bySite(page.items).map((group) => (
          <section key={group.site?.id ?? 'none'} className="equipment-site" aria-labelledby={`site-${group.site?.id ?? 'none'}`}>
            <h2 id={`site-${group.site?.id ?? 'none'}`} className="equipment-site__title">
              {group.site ? <MixedText text={`${group.site.province}، ${group.site.city}، ${group.site.line}`} /> : t('equipment:noSite')}
            </h2>
            <ul className="equipment-site__list">
              {group.items.map((item) => (
                <EquipmentPiece key={item.id} item={item} today={page.today} open={book} result={result} />
              ))}
            </ul>
          </section>
        ))
      )}
      <AddEquipment types={page.types} sites={page.sites} today={page.today} result={result?.intent === 'save' ? result : undefined} />
      <RemindersSwitch off={page.remindersOff} days={page.reminderDays} />
    </main>
  );
}
