import { call } from '../../lib/api';
import { safr } from './safr-client';

/** Every member's clocked time and the member's own sessions, as the history modal reads them. */
export async function getSafrClockHistory() {
  const { members, mine } = await call(safr.clock.history.$get());
  return { officers: members, mine };
}
