import type { BrowserContext } from 'playwright-core';
import { apiPost, type Stack } from './harness';

// The set-up many browser tests share, written once: a member's character, an officer on the
// Xbox department, and a citation priced on the server from the penal code.

export interface Character {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
}

export const JORDAN: Character = {
  firstName: 'Jordan',
  lastName: 'Reyes',
  dateOfBirth: '1990-04-12',
};
export const CASEY: Character = {
  firstName: 'Casey',
  lastName: 'Walker',
  dateOfBirth: '1991-06-02',
};

/** Creates the signed-in member's character and answers its id. */
export async function createCivilian(
  stack: Stack,
  context: BrowserContext,
  character: Character,
): Promise<string> {
  const { civilian } = await apiPost<{ civilian: { _id: string } }>(
    stack,
    context,
    '/api/civilians',
    { ...character, knownAliases: [] },
  );
  return civilian._id;
}

/** Makes the signed-in member an officer of Xbox, playing `character`. */
export async function registerOfficer(
  stack: Stack,
  context: BrowserContext,
  { character = JORDAN, callsign = 'D-104' }: { character?: Character; callsign?: string } = {},
): Promise<{ civilianId: string }> {
  const civilianId = await createCivilian(stack, context, character);
  await apiPost(stack, context, '/api/officers', { civilianId, department: 'Xbox', callsign });
  return { civilianId };
}

/** The officer cites the civilian; the fine is the penal code's, in dollars. */
export async function fileCitation(
  stack: Stack,
  officer: BrowserContext,
  civilianId: string,
  { reason = 'Reckless Driving', notes }: { reason?: string; notes?: string } = {},
): Promise<{ recordId: string; fine: number }> {
  const filed = await apiPost<{ recordId: string; record: { fineAmount: number } }>(
    stack,
    officer,
    '/api/reports/create',
    { civilianId, type: 'citation', reason, ...(notes === undefined ? {} : { notes }) },
  );
  return { recordId: filed.recordId, fine: filed.record.fineAmount };
}
