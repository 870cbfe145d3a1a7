export * from './kinds';
export * from './limiter';
