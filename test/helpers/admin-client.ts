import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { ApiVisitor, lastCodeFor } from './auth-client.ts';
import type { TestServer } from './server.ts';

/** A fresh outbox file for one suite's server (SMS_OUTBOX). */
export const newOutbox = () => join(mkdtempSync(join(tmpdir(), 'negahban-admin-')), 'outbox.jsonl');

/**
 * People of the back office's tests: customers, staff and admins signed in over the real API (a texted code), roles
 * set in the database as an admin would grant them, each from an address of its own.
 */
export class People {
  private ipSeq = 0;
  private mobileSeq = 0;
  constructor(
    private readonly server: () => TestServer,
    private readonly outbox: string,
    private readonly prefix = '0936',
  ) {}

  visitor(lang: 'fa' | 'en' = 'en') {
    const n = ++this.ipSeq;
    return new ApiVisitor(this.server().url, `10.11.${Math.floor(n / 250)}.${n % 250}`, lang);
  }

  newMobile() {
    return `${this.prefix}${String(++this.mobileSeq).padStart(7, '0')}`;
  }

  /** Logs in (registering first when the number is new) with a texted code: a new session. */
  async signIn(v: ApiVisitor, mobile: string, fullName = 'Sara Ahmadi') {
    expect((await v.post('/api/auth/otp', { mobile })).status).to.equal(200);
    const code = await lastCodeFor(this.outbox, mobile);
    const exists = (await v.post<{ exists: boolean }>('/api/auth/userDetail', { mobile })).body.data.exists;
    const res = exists ? await v.post('/api/auth/login', { mobile, code }) : await v.post('/api/auth/register', { mobile, code, fullName });
    expect(res.status, JSON.stringify(res.body.messages)).to.equal(200);
    return v;
  }

  async customer(lang: 'fa' | 'en' = 'en') {
    return this.signIn(this.visitor(lang), this.newMobile(), 'Customer Karimi');
  }

  /** A signed-in staff member (or admin) whose session has given the back office's password. */
  async staff(role: 'staff' | 'admin' = 'staff', lang: 'fa' | 'en' = 'en', password = 'staff-password-1') {
    const mobile = this.newMobile();
    const v = await this.signIn(this.visitor(lang), mobile, 'Staff Rahimi');
    await this.server().db.kysely.updateTable('users').set({ role }).where('mobile', '=', mobile).execute();
    const entered = await v.post('/api/admin/session', { password });
    expect(entered.status, JSON.stringify(entered.body.messages)).to.equal(200);
    return Object.assign(v, { mobile, password });
  }
}
