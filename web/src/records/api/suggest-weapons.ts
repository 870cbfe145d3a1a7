import { call } from '../../lib/api';
import { api } from './records-client';

export const suggestWeapons = (q: string) =>
  call(api.search.weapons.$get({ query: { q } })).then((r) => r.items);
