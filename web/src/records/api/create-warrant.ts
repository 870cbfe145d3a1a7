import type { InferRequestType } from 'hono/client';
import { call } from '../../lib/api';
import { api } from './records-client';

type WarrantBody = InferRequestType<typeof api.warrants.create.$post>['json'];
export type WarrantType = WarrantBody['type'];

export const createWarrant = (json: WarrantBody) => call(api.warrants.create.$post({ json }));
