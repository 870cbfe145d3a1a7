import { call } from '../../lib/api';
import { api } from './records-client';

export const suggestVehicles = (q: string) =>
  call(api.search.vehicles.$get({ query: { q } })).then((r) => r.items);
