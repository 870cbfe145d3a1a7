/** Jail bookings, failure-to-pay warrants, warrant requests and their settings. */
export * from './bookings';
export * from './failure-to-pay';
export * from './settings';
export * from './warrant-requests';
