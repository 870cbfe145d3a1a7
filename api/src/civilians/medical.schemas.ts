import { z } from 'zod';
import { requiredText } from './shared';

export const addMedicalRecordSchema = z.object({
  civilianId: z.uuid('Choose a civilian.'),
  // Blank after trimming is refused with the same text the add-record dialog shows.
  description: requiredText(2000, 'Please enter medical record details.', 'Medical record details'),
});
