/** The court: contested fines, the judges' docket, hearings and rulings per charge. */
export * from './cases';
export * from './charges';
export * from './proceedings';
export * from './rulings';
export * from './settings';
