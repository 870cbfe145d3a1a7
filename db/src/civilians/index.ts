/**
 * Civilians and what they own or hold: vehicles, weapons, medical records, licenses and DMV tests.
 */
export * from './civilians';
export * from './constants';
export * from './dmv-questions';
export * from './dmv';
export * from './identifiers';
export * from './licenses';
export * from './medical';
export * from './stolen-vehicles';
export * from './unique';
export * from './vehicles';
export * from './weapons';
