/**
 * Criminal records: reports (arrests, citations, warnings), warrants, incidents, fines,
 * expungements, penal codes and search.
 */
export * from './embeds';
export * from './expungements';
export * from './incidents';
export * from './lookup-flags';
export * from './pay-fine';
export * from './penal-codes';
export * from './record-events';
export * from './reports';
export * from './search';
export * from './warrants';
export * from './custom-field-search';
