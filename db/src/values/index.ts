export * from './statuses';
export * from './live';
export * from './admin';
