export * from './directory';
export * from './admin';
export type { DepartmentService } from '../schema/departments';
