import { DomainError } from '../infra/errors';
import type { DepartmentDirectory, DepartmentInfo } from './directory';
import { servesFireRescue, servesPolice } from './directory';

/**
 * What a department is chosen for: a police or fire/rescue profile needs a department serving
 * that service; anything else (a call, a BOLO, a report) only one that exists.
 */
export type DepartmentUse = 'police' | 'safr' | 'any';

/**
 * The department named by `id`, if it may take something new: unknown → 400 on the field,
 * wrong service → 400, archived → 409 (archived departments keep their records, take nothing
 * new). Used by the API and the bot alike, so both refuse with the same keyed sentence.
 */
export async function requireOpenDepartment(
  directory: DepartmentDirectory,
  id: string,
  use: DepartmentUse = 'any',
  field = 'department',
): Promise<DepartmentInfo> {
  const department = await directory.find(id);
  if (!department) throw new DomainError('invalid', 'departments.choose', { field });
  const params = { department: department.name };
  if (use === 'police' && !servesPolice(department)) {
    throw new DomainError('invalid', 'departments.notPolice', { field, params });
  }
  if (use === 'safr' && !servesFireRescue(department)) {
    throw new DomainError('invalid', 'departments.notFireRescue', { field, params });
  }
  if (department.archived) {
    throw new DomainError('conflict', 'departments.archived', { field, params });
  }
  return department;
}

/** The department's name for a screen or a message; the id when it is unknown. */
export async function departmentName(directory: DepartmentDirectory, id: string) {
  return (await directory.find(id))?.name ?? id;
}
