import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, type People } from '../helpers/admin-client.ts';
import type { StaffUser } from '../../shared/contracts/admin/access.ts';
import type { Paged } from '../../shared/contracts/admin/paging.ts';

const toPersianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

for (const database of TEST_DATABASES) {
  describe(`back office roles: the list, granting and taking, never without an admin (${database.name})`, function () {
    const suite = backOfficeSuite(database, { mobilePrefix: '0935' });
    const { people } = suite;

    const roleOf = async (mobile: string) =>
      (await suite.server.db.kysely.selectFrom('users').select('role').where('mobile', '=', mobile).executeTakeFirstOrThrow()).role;
    const audit = async (admin: Awaited<ReturnType<People['staff']>>) =>
      (await admin.get<Paged<{ action: string; before: unknown; after: unknown }>>('/api/admin/audit?entity=user')).body.data.items;

    it('lists staff and admins a page at a time, finds anyone by part of a mobile in Persian digits, and only for admins', async () => {
      const admin = await people.staff('admin');
      const staff = await people.staff('staff');
      const customerMobile = people.newMobile();
      await people.signIn(people.visitor(), customerMobile, 'Customer Karimi');
      const list = await admin.get<Paged<StaffUser>>('/api/admin/users');
      const mobiles = list.body.data.items.map((u) => u.mobile);
      expect(mobiles).to.include.members([admin.mobile, staff.mobile]);
      expect(mobiles).not.to.include(customerMobile);
      expect(list.body.data).to.include({ page: 1, pageSize: 20 });
      const found = await admin.get<Paged<StaffUser>>(`/api/admin/users?mobile=${encodeURIComponent(toPersianDigits(customerMobile.slice(-6)))}`);
      expect(found.body.data.items).to.deep.equal([{ id: found.body.data.items[0].id, mobile: customerMobile, fullName: 'Customer Karimi', role: 'customer' }]);
      expect((await staff.get('/api/admin/users')).status).to.equal(403);
      expect((await staff.post('/api/admin/users/role', { mobile: customerMobile, role: 'staff' })).status).to.equal(403);
      expect(await roleOf(customerMobile)).to.equal('customer');
    });

    it('refuses the last admin stepping down (the role stays), lets an admin step down once another admin exists, each change with its audit row', async () => {
      // The only admin of this suite's own database from here on.
      await suite.server.db.kysely.updateTable('users').set({ role: 'staff' }).where('role', '=', 'admin').execute();
      const first = await people.staff('admin');
      for (const role of ['staff', 'customer']) {
        const res = await first.post('/api/admin/users/role', { mobile: first.mobile, role });
        expect([res.status, res.body.messages[0].code, res.body.messages[0].item2], role).to.deep.equal([400, 'ADMIN_SELF_DEMOTE', 'role']);
        expect(await roleOf(first.mobile)).to.equal('admin');
      }
      expect((await audit(first)).filter((r) => r.action === 'role.revoke')).to.deep.equal([]);

      const second = await people.staff('staff');
      const granted = await first.post<StaffUser>('/api/admin/users/role', { mobile: second.mobile, role: 'admin' });
      expect(granted.body.data.role).to.equal('admin');
      const down = await first.post<StaffUser>('/api/admin/users/role', { mobile: first.mobile, role: 'staff' });
      expect([down.status, down.body.data.role]).to.deep.equal([200, 'staff']);
      expect(await roleOf(first.mobile)).to.equal('staff');
      // The one admin left cannot leave in turn.
      expect((await second.post('/api/admin/users/role', { mobile: second.mobile, role: 'customer' })).body.messages[0].code).to.equal('ADMIN_SELF_DEMOTE');

      const rows = await audit(second);
      expect(rows.slice(0, 2).map((r) => [r.action, r.before, r.after])).to.deep.equal([
        ['role.revoke', { role: 'admin' }, { role: 'staff' }],
        ['role.grant', { role: 'staff' }, { role: 'admin' }],
      ]);
    });
  });
}
