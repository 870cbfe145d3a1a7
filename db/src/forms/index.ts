export * from './definition';
export * from './admin';
export * from './live';
export * from './filing';
export * from './reports';
export * from './embed';
export * from './portable';
