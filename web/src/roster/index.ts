// The roster's public entry: the page supervisors manage their department's members on.
export { RosterPage } from './roster-page';
