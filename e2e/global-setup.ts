import { dropStaleTestDatabases } from '@tenfour/db/testing/stale-databases';

/** What an aborted browser-test run left on the PostgreSQL server goes before this one starts. */
export default async function setup() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await dropStaleTestDatabases(adminUrl);
}
