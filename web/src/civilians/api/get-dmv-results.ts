import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { useCivilianList } from './civilian-list';

const tests = rpc.api.licenses.tests[':id'].$get;

export type DmvTestResult = InferResponseType<typeof tests, 200>['results'][number];

export const DMV_RESULTS = 'DMV test results';

export const getDmvResults = (civilianId: string) => call(tests({ param: { id: civilianId } }));

/** A civilian's DMV test results, newest first; `reload` refreshes them after a test. */
export const useDmvResults = (civilianId: string) =>
  useCivilianList(civilianId, DMV_RESULTS, async () => (await getDmvResults(civilianId)).results);
