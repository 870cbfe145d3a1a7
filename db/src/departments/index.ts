export * from './directory';
export * from './roster';
export * from './admin';
export * from './parts';
export * from './rules';
export * from './openness';
export * from './webhooks';
export type { StaffChange } from './config-change';
export type { DepartmentService } from '../schema/departments';
