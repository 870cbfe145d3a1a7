// The court feature's public entry: what the civilian screens use. The judges' pages load
// lazily from court-pages.tsx, so they stay out of this entry.
export {
  casePdfUrl,
  useCivilianCases,
  useContestFine,
  useCourtSettings,
  type CourtCase,
  type Charge,
} from './api/court-api';
export { CaseStatusBadge, RulingText } from './labels';
