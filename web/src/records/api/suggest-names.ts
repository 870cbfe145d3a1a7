import { call } from '../../lib/api';
import { api } from './records-client';

export const suggestNames = (q: string) =>
  call(api.search.names.$get({ query: { q } })).then((r) => r.items);
