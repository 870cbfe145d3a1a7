import type { TFunction } from 'i18next';
import { call } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { safr } from './safr-client';

/** Ranked, typo-tolerant name suggestions, as the officers' search gives them. */
export async function suggestPatients(t: TFunction, q: string) {
  const { items } = await call(safr.search.names.$get({ query: { q } }));
  return items.map((s) => ({
    key: s._id,
    label: s.name,
    detail: s.dateOfBirth ? t('safr.patient.dob', { date: formatDate(s.dateOfBirth) }) : undefined,
  }));
}
