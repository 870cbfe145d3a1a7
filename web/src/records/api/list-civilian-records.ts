import { call } from '../../lib/api';
import { api } from './records-client';

/** The civilian's own Records panel: a page of records with the warrants and requests. */
export const listCivilianRecords = (civilianId: string, cursor?: string) =>
  call(
    api.records.civilian[':civilianId'].$get({
      param: { civilianId },
      query: cursor ? { cursor } : {},
    }),
  );
