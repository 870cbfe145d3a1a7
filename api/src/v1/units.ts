import type { Context } from 'hono';
import { findUser, permissionReader, DomainError } from '@tenfour/db';
import { findActiveOfficer, type Officer } from '@tenfour/db/dispatch';
import type { IssuingOfficer } from '@tenfour/db/records';
import type { V1Env } from './key-auth';

/**
 * The officer a key acts for, by the member's Discord id: the member must hold the public
 * safety permission now (their roles under the live role mapping) and have an officer profile,
 * exactly what the site asks of the officer themselves.
 */
export async function officerByDiscordId(c: Context<V1Env>, discordId: string): Promise<Officer> {
  return (await issuerByDiscordId(c, discordId)).officer;
}

/** As officerByDiscordId, with what a filed report names: the username and the key. */
export async function issuerByDiscordId(
  c: Context<V1Env>,
  discordId: string,
): Promise<IssuingOfficer> {
  const { db, notifier } = c.get('deps');
  const user = await findUser(db, discordId);
  if (!user) throw new DomainError('not_found', 'apiKeys.memberNotFound', { field: 'discordId' });
  const permissions = await permissionReader(db, notifier).derive(user.roles);
  if (!permissions.publicSafety) {
    throw new DomainError('unprocessable', 'apiKeys.notAnOfficer', { field: 'discordId' });
  }
  const officer = await findActiveOfficer(db, discordId, 'police');
  if (!officer)
    throw new DomainError('unprocessable', 'apiKeys.noOfficerProfile', { field: 'discordId' });
  return { officer, username: user.username, via: `API key “${c.get('apiKey').name}”` };
}
