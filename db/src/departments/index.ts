export * from './directory';
export type { DepartmentService } from '../schema/departments';
