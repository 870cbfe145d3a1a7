import { call } from '../../lib/api';
import { api } from './records-client';

/** Civilians whose name contains `q` (the warrant form's type-ahead), by name. */
export const findCivilians = (q: string, limit: number) =>
  call(api.civilians.all.$get({ query: { q, limit: String(limit) } })).then((r) => r.civilians);
