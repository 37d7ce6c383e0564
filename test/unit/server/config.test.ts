import { expect } from 'chai';
import { isAbsolute, resolve } from 'node:path';
import { loadConfig } from '../../../server/config.ts';

describe('server/config: paths', () => {
  it('makes every folder and file of the defaults absolute, against the folder the process started in', () => {
    const c = loadConfig({});
    for (const path of [c.MEDIA_DIR, c.UPLOAD_DIR, c.BACKUP_DIR, c.SMS_OUTBOX, c.AUTH_SECRET_FILE, c.REDIRECTS_FILE, c.DATABASE_URL]) {
      expect(isAbsolute(path), path).to.equal(true);
    }
    expect(c.UPLOAD_DIR).to.equal(resolve('data/uploads'));
  });

  it('leaves a PostgreSQL URL and an in-memory SQLite database as they are', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }).DATABASE_URL).to.equal('postgres://u@127.0.0.1:5432/db');
    expect(loadConfig({ DATABASE_URL: ':memory:' }).DATABASE_URL).to.equal(':memory:');
  });
});
