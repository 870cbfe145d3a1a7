import { z } from 'zod';
import { CALL_SERVICE_CODES, LIMITS, CALL_NOTE_MAX, ACTIVE_CALLS_KEY } from '@tenfour/db/dispatch';
import { pageQuery } from '../paging';
import { callType, department, optional, postal, required, serviceSet } from './dispatch.schemas';

const services = serviceSet(CALL_SERVICE_CODES, 'Choose police, fire or EMS.');
const priority = z
  .number({ message: 'Choose a priority from 1 to 3.' })
  .int('Choose a priority from 1 to 3.')
  .min(1, 'Choose a priority from 1 to 3.')
  .max(3, 'Choose a priority from 1 to 3.');

export const dispatchBoardQuery = z.object({
  department: department.default('Xbox'),
  ...pageQuery(ACTIVE_CALLS_KEY),
});

/** POST /api/dispatch/calls: a call the dispatcher takes. */
export const dispatcherCallSchema = z.object({
  department,
  type: callType,
  location: required('a location', LIMITS.location),
  postal,
  details: optional('the details', LIMITS.details),
  services: services.optional(),
  priority: priority.optional(),
});

export const assignUnitSchema = z.object({ unitId: z.uuid('Choose a unit.') });
export const dispatchUnitParam = z.object({
  id: z.uuid('Not a valid id.'),
  unitId: z.uuid('Not a valid unit id.'),
});
export const prioritySchema = z.object({ priority });
export const callTypeSchema = z.object({ type: callType });
export const callNoteSchema = z.object({ text: required('a note', CALL_NOTE_MAX) });
