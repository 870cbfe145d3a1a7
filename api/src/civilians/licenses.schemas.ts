import { z } from 'zod';
import { DMV_TEST_TYPES } from '@tenfour/db/civilians';

const licenseType = z.enum(DMV_TEST_TYPES, 'Please select a license type.');

export const startTestSchema = z.object({
  civilianId: z.uuid('Choose a civilian.'),
  licenseType,
});

export const saveTestSchema = z.object({
  testId: z.uuid('Start the test first.'),
  civilianId: z.uuid('Choose a civilian.'),
  licenseType,
  // The documented payload carries the client's own score and verdict; the server grades
  // the answers itself and ignores them.
  score: z.unknown().optional(),
  passed: z.unknown().optional(),
  answers: z.record(
    z.string().regex(/^\d$/, 'Answers are keyed by question number 0-9.'),
    z.union(
      [z.string().max(300), z.number().int().min(0).max(3)],
      'An answer is the chosen option.',
    ),
    'Answers must map question numbers to chosen options.',
  ),
});
