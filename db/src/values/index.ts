export * from './statuses';
export * from './live';
export * from './admin';
export * from './call-types';
export * from './call-types-admin';
export * from './call-type-choice';
