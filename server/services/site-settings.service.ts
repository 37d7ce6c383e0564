import type { Repos } from '../db/repos/index.ts';
import type { SiteSettingRow } from '../db/repos/site-settings.repo.ts';
import type { Clock } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import type { Locale } from '../../shared/locale.ts';
import { pageContact, shellContact, type ShellContact, type SiteContact } from '../../shared/site-contact.ts';
import type { ContactSettings, SellerIdentity, SiteSettings, SiteSettingsInput } from '../../shared/contracts/admin/settings.ts';
import { audit, type Actor } from './admin/actor.ts';
import type { keptUntilChange } from './kept-until-change.ts';
import type { Seller } from './invoices/seller.ts';
import { contactFields, sellerFields } from './site-settings/settings-fields.ts';

export interface SiteSettingsDeps {
  repos: Repos;
  clock: Clock;
  /** The process's memory of reads, cleared by the change bus on any back-office save (on every worker). */
  kept: ReturnType<typeof keptUntilChange>;
  /** What stands until a group is saved: today's contact details, and the seller of SELLER_* (invoices/seller.ts). */
  defaults: { contact: ContactSettings; seller: Seller };
}

type Group = 'contact' | 'seller';

/** The saved groups of these rows (a group never saved is absent). */
function savedGroups(rows: SiteSettingRow[]): { contact?: ContactSettings; seller?: SellerIdentity } {
  const found: { contact?: ContactSettings; seller?: SellerIdentity } = {};
  for (const row of rows) if (row.key === 'contact' || row.key === 'seller') found[row.key] = JSON.parse(row.value);
  return found;
}

/** The seller an invoice issued now names, read in the issuing transaction `r`: the saved one, or `defaults`'s. */
export const sellerInForce =
  (defaults: Seller) =>
  async (r: Pick<Repos, 'siteSettings'>): Promise<Seller> => {
    const row = await r.siteSettings.find('seller');
    return row ? { identity: JSON.parse(row.value) as SellerIdentity, configured: true, missing: [] } : defaults;
  };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The site's settings (issue 32): how the company is reached, and the seller its invoices print. The pages read
 * `pageContact` on every render: kept in memory until the change bus tells of a back-office save, so a save shows on
 * every worker at once (and the page cache, cleared by the same event, renders again). The invoices read the seller
 * in the transaction that issues them (`sellerInForce`), never from memory: an invoice issued after a save names the new
 * seller, and one issued before keeps the copy in its row.
 */
export function siteSettingsService({ repos, clock, kept, defaults }: SiteSettingsDeps) {
  const contact = kept(async (): Promise<ContactSettings> => savedGroups(await repos.siteSettings.all()).contact ?? defaults.contact);
  const contactFor = kept(async (locale: Locale): Promise<SiteContact> => pageContact(await contact(), locale));
  const shellFor = kept(async (locale: Locale): Promise<ShellContact> => shellContact(await contactFor(locale)));

  async function read(r: Pick<Repos, 'siteSettings'>, mayEditSeller: boolean): Promise<SiteSettings> {
    const saved = savedGroups(await r.siteSettings.all());
    return {
      ...(saved.contact ?? defaults.contact),
      seller: saved.seller ?? defaults.seller.identity,
      saved: { contact: !!saved.contact, seller: !!saved.seller },
      mayEditSeller,
    };
  }

  return {
    /** The contact details in force (saved, or the demo's) as a page in `locale` shows them: the contact page's. */
    pageContact: (locale: Locale) => contactFor(locale),

    /** What of them every page's shell shows (the footer, the JSON-LD, a pickup's address), sent with every page. */
    shellContact: (locale: Locale) => shellFor(locale),

    /** The seller in force now (the start-up warning asks whether one is still missing). */
    seller: () => sellerInForce(defaults.seller)(repos),

    get: (mayEditSeller: boolean) => read(repos, mayEditSeller),

    /**
     * Saves the contact details whole and, when given, the seller (admins only: a staff member's save may carry it
     * back unchanged). Audited per group (`site_contact`, `site_seller`) with what it was and what it became, in the
     * save's transaction.
     */
    async save(actor: Actor, input: SiteSettingsInput, { mayEditSeller }: { mayEditSeller: boolean }): Promise<SiteSettings> {
      const contactNow = contactFields(input);
      const sellerNow = input.seller && sellerFields(input.seller);
      return repos.transaction(async (r) => {
        const before = await read(r, mayEditSeller);
        const { seller: sellerBefore, saved: _saved, mayEditSeller: _may, ...contactBefore } = before;
        const changes: [Group, unknown, unknown][] = [['contact', contactBefore, contactNow]];
        if (sellerNow && !sameJson(sellerNow, sellerBefore)) {
          if (!mayEditSeller) throw new AppError('SELLER_ADMIN_ONLY', 'seller');
          changes.push(['seller', sellerBefore, sellerNow]);
        }
        const at = clock().toISOString();
        for (const [key, was, now] of changes) {
          await r.siteSettings.put({ key, value: JSON.stringify(now), updated_at: at, updated_by: actor.userId });
          await audit(r, clock, actor, { action: 'settings.update', entity: `site_${key}`, entityId: null, before: was, after: now });
        }
        return read(r, mayEditSeller);
      });
    },
  };
}

export type SiteSettingsService = ReturnType<typeof siteSettingsService>;
