import type { Officer } from '../dispatch/active-officer';

/**
 * Who filed a report or warrant, copied onto its row as the officer is now, so the report
 * still says who wrote it after the profile changes or is gone.
 */
export const filedBy = (officer: Officer) => ({
  officer_id: officer.id,
  officer_name: `${officer.first_name} ${officer.last_name}`,
  officer_callsign: officer.callsign,
});
