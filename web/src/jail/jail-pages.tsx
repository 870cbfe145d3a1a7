// The router mounts these names; each screen lives in its own file.
export { JailRosterPage } from './jail-roster-page';
export { WarrantRequestsPage } from './warrant-requests-page';
