import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { DomainError } from '../infra/errors';
import { englishMessage } from '../messages';
import { isUniqueViolation } from './unique';

export const LICENSE_ALREADY_HELD = englishMessage('civilians.licenseAlreadyHeld');

/**
 * Adds a license class to a civilian the caller has already checked. Whether the member may
 * grant it (their license role) is the caller's rule; holding it twice is a conflict.
 */
export async function addLicense(
  db: Kysely<Database>,
  civilianId: string,
  license: string,
  now: Date,
): Promise<void> {
  try {
    await db
      .insertInto('civilian_licenses')
      .values({ civilian_id: civilianId, license_type: license, created_at: now })
      .execute();
  } catch (err) {
    if (isUniqueViolation(err, 'civilian_licenses_pk')) {
      throw new DomainError('conflict', 'civilians.licenseAlreadyHeld', { field: 'license' });
    }
    throw err;
  }
}
