import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { invalidInput } from './errors';

/**
 * The one way a route validates input: zod at the edge, failures thrown as the one 400
 * error shape with field issues.
 */
export const validate = <T extends z.ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error);
  });
