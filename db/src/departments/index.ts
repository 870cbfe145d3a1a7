export * from './directory';
export * from './roster';
export type { DepartmentService } from '../schema/departments';
