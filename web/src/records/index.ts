// What other features show of the officer records. The router loads the pages lazily from
// records-pages.tsx, so they stay out of this entry.
export { CivilianRecordsPanel, type RecordExtras } from './civilian-records-panel';
export { useRecordEvents } from './record-events';
