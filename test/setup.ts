import { config } from 'chai';

// A failed assertion shows the whole value: "expected [ Array(1) ] to deeply equal []" says nothing about which
// request failed in a browser test, and a flaky failure in CI is often seen only once.
config.truncateThreshold = 0;

// The PostgreSQL databases suites made and did not drop themselves (a spawned server's), after every test has run.
after(async () => {
  const { dropLeftDatabases } = await import('./helpers/server.ts');
  await dropLeftDatabases();
});
