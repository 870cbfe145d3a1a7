import { z } from 'zod';
import { department } from '@tenfour/db/dispatch';
import { civilianIdParam, offenseList, recordPageQuery, reportNotes } from '../records';
import { discordId } from './v1.schemas';

// The public API's records side: lookups, civilians, their records and bank, and citations.
// Answers name the fields a tool relies on; each object may carry more (the site's own shape).

/** Search Database's three searches: exactly one of a name (or SSN), a plate or a serial. */
export const lookupQuery = z
  .object({
    department,
    name: z.string().trim().min(1).max(100).optional(),
    plate: z.string().trim().min(1).max(40).optional(),
    serial: z.string().trim().min(1).max(40).optional(),
  })
  .refine((q) => [q.name, q.plate, q.serial].filter(Boolean).length === 1, {
    message: 'Give exactly one of name, plate or serial.',
  });

export { civilianIdParam };

export const civilianRecordsQuery = recordPageQuery.extend({ department });

/** A citation filed for a named officer, who must hold the public safety permission now. */
export const citationBody = z.object({
  officerDiscordId: discordId,
  civilianId: z.uuid('Not a valid civilian id.'),
  offenses: offenseList,
  notes: reportNotes,
});

// Answers.

const civilian = z.looseObject({
  _id: z.string(),
  discordId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string().nullable(),
  licenses: z.array(z.string()),
  deceased: z.boolean(),
});

const vehicle = z.looseObject({
  _id: z.string(),
  plate: z.string(),
  make: z.string(),
  model: z.string(),
  status: z.string(),
  stolen: z.boolean(),
  civilianId: z.string(),
});

const weapon = z.looseObject({
  _id: z.string(),
  weaponType: z.string(),
  serialNumber: z.string(),
  registeredName: z.string(),
  civilianId: z.string(),
});

const record = z.looseObject({
  _id: z.string(),
  civilianId: z.string(),
  type: z.enum(['arrest', 'citation', 'warning']),
  reason: z.string(),
  offenses: z.array(
    z.object({
      title: z.string(),
      fine: z.number(),
      jailTime: z.number(),
      penalCodeId: z.string().nullable(),
    }),
  ),
  fineAmount: z.number(),
  jailTime: z.number(),
  notes: z.string().nullable(),
  platform: z.string(),
  officerName: z.string(),
  officerCallsign: z.string(),
  fineStatus: z.string(),
  createdAt: z.string(),
});

const warrant = z.looseObject({
  _id: z.string(),
  type: z.string(),
  reason: z.string(),
  status: z.string(),
  platform: z.string(),
  createdAt: z.string(),
});

const recordsByType = {
  citations: z.array(record),
  warnings: z.array(record),
  arrests: z.array(record),
};

/** A name's answer is the owner profile; a plate's the vehicle and owner; a serial's the weapon. */
export const lookupAnswer = z.union([
  z.looseObject({
    civilian,
    licenses: z.array(z.object({ type: z.string(), status: z.string() })),
    vehicles: z.array(vehicle),
    weapons: z.array(weapon),
    records: z.looseObject(recordsByType),
    warrants: z.array(warrant),
  }),
  z.looseObject({ vehicle, civilian }),
  z.looseObject({ weapon, civilian }),
]);

export const civilianAnswer = z.object({
  civilian: civilian.extend({ vehicles: z.array(vehicle), weapons: z.array(weapon) }),
});

export const recordsPageAnswer = z.object({
  ...recordsByType,
  counts: z.record(z.string(), z.number()),
  nextCursor: z.string().nullable(),
});

export const bankAnswer = z.object({
  civilianId: z.string(),
  accounts: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      accountType: z.string(),
      accountNumber: z.string(),
      /** Dollars, 2 decimals. */
      balance: z.number(),
    }),
  ),
  wallet: z.object({ balance: z.number() }),
});

export const citationAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  messageKey: z.string(),
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])),
  record,
});
