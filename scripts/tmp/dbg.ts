import { loadConfig } from '../../server/config.ts';
import { startServer } from '../../server/boot.ts';
const s = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '/tmp/dbg.sqlite', LOG_LEVEL: 'error', MEDIA_DIR: '/tmp/negahban-test-media' }));
for (const p of ['/en/about/', '/', '/about/']) { const r = await fetch(s.url + p);
console.log(p, r.status, (await r.text()).length); }
await s.stop();
