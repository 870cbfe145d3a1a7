/** Dispatch (CAD) and 911: what other features show of it. */
export { Call911Panel } from './emergency/call-911-panel';
export type { CallView } from './api/list-calls';
