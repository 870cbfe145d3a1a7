export * from './directory';
export * from './rules';
export * from './webhooks';
export type { DepartmentService } from '../schema/departments';
