// What other features show of fire/rescue. The router loads the pages lazily from
// safr-pages.tsx, so they stay out of this entry.
export { OwnerCarePanel } from './owner-care-panel';
