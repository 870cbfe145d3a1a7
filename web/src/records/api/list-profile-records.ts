import { call } from '../../lib/api';
import { api } from './records-client';

/** The owner profile's older records, after the page its answer carried. */
export const listProfileRecords = (civilianId: string, cursor: string) =>
  call(
    api.search.civilian[':civilianId'].records.$get({ param: { civilianId }, query: { cursor } }),
  );
