/**
 * Computer-aided dispatch: units and their profiles, calls, 911 calls, notes, BOLOs, panic and the
 * dispatch console.
 */
export * from './active-officer';
export * from './bolos';
export * from './bulk-units';
export * from './call-notes';
export * from './calls';
export * from './constants';
export * from './dispatch-console';
export * from './dispatcher';
export * from './emergency-calls';
export * from './events';
export * from './officer-profiles';
export * from './overdue-shifts';
export * from './panic';
export * from './schemas';
export * from './signal-100';
export * from './suggested-units';
export * from './tones';
export * from './units';
