export * from './directory';
export * from './roster';
export * from './admin';
export * from './parts';
export * from './rules';
export type { StaffChange } from './config-change';
export type { DepartmentService } from '../schema/departments';
