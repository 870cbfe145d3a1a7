// What other features show of the jail. The router loads the roster and the warrant requests
// lazily from jail-pages.tsx, so they stay out of this entry.
export { CustodyNotice } from './custody-notice';
export { JusticeSettingsPage } from './justice-settings-page';
