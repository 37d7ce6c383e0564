import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { readLocaleResources } from '../../../../server/i18n.ts';
import { ADMIN_SCREENS, menuFor, screenRoutes } from '../../../../client/admin/screen-table.ts';

const resources = readLocaleResources();
/** A dotted key's value in a namespace's messages. */
const lookup = (messages: unknown, key: string) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], messages);

describe('client/admin/screen-table', () => {
  it('builds each screen, its form at new and :id, and a record screen at :id, then the 404', () => {
    const paths = screenRoutes().map((r) => (r.index ? '(index)' : r.path));
    expect(paths[0]).to.equal('(index)');
    expect(paths).to.include.members(['products', 'products/new', 'products/:id', 'orders', 'orders/:id', 'stock', 'audit']);
    // A record's own screen has no "new".
    expect(paths).not.to.include('orders/new');
    expect(paths.at(-1)).to.equal('*');
    expect(new Set(paths).size, 'no path twice').to.equal(paths.length);
  });

  it("keeps admins' screens out of staff's menu, in the table's order, each label in both languages", () => {
    const staff = menuFor('staff').map((m) => m.to);
    const admin = menuFor('admin').map((m) => m.to);
    expect(staff).to.include('orders').and.not.include.members(['audit']);
    expect(staff).not.to.include('roles');
    expect(admin).to.include.members(['audit', 'roles', 'orders']);
    expect(admin.filter((to) => staff.includes(to))).to.deep.equal(staff);
    for (const { label } of menuFor('admin')) {
      for (const locale of ['fa', 'en'] as const) expect(lookup(resources[locale].admin, label), `${label} (${locale})`).to.be.a('string');
    }
  });

  it('names every module in screens/: no screen is left out of the routes', async () => {
    const loaders = ADMIN_SCREENS.flatMap((s) => [s.screen, s.form, s.item].filter((m) => m !== undefined));
    const loaded = await Promise.all(loaders.map((load) => load()));
    expect(loaded.every((m) => typeof (m as { Component?: unknown }).Component === 'function')).to.equal(true);
    // What the table reaches, by the file names written in it (each import is its own chunk).
    const table = ADMIN_SCREENS.flatMap((s) =>
      [s.screen, s.form, s.item].filter((m) => m !== undefined).map((m) => /screens\/([\w-]+)\.tsx/.exec(String(m))![1]),
    );
    const helpers = ['dashboard-holds', 'discount-parts', 'order-actions', 'not-found'];
    const files = readdirSync('client/admin/screens').map((f) => f.replace(/\.tsx$/, ''));
    expect(files.filter((f) => !table.includes(f) && !helpers.includes(f))).to.deep.equal([]);
  });
});
