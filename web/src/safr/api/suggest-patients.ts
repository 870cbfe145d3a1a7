import { call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { safr } from './safr-client';

/** Ranked, typo-tolerant name suggestions, as the officers' search gives them. */
export async function suggestPatients(q: string) {
  const { items } = await call(safr.search.names.$get({ query: { q } }));
  return items.map((s) => ({
    key: s._id,
    label: s.name,
    detail: s.dateOfBirth ? `DOB ${formatDate(s.dateOfBirth)}` : undefined,
  }));
}
