import { dropStaleTestDatabases } from '@tenfour/db/testing';
import { reportPrerequisites } from './prerequisites';

/**
 * Before any browser test: a missing browser or font is named once (a failure in CI), and
 * what an aborted run left on the PostgreSQL server goes.
 */
export default async function setup() {
  reportPrerequisites();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) await dropStaleTestDatabases(adminUrl);
}
