import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { announceConfigChange } from '../community/live-config';

/** The Discord channels a department posts to: report embeds and new 911 calls. */
export type DepartmentChannel = 'report' | 'dispatch';

const COLUMN = {
  report: 'report_webhook_url',
  dispatch: 'dispatch_webhook_url',
} as const satisfies Record<DepartmentChannel, string>;

/**
 * A department's webhook URL, read at the moment of posting (staff may have just changed it).
 * Server only: no route returns it.
 */
export async function departmentWebhookUrl(
  db: Kysely<Database>,
  department: string,
  channel: DepartmentChannel,
): Promise<string | null> {
  const row = await db
    .selectFrom('departments')
    .select(COLUMN[channel])
    .where('id', '=', department)
    .executeTakeFirst();
  return row?.[COLUMN[channel]] ?? null;
}

/** Whether any department has a webhook to post to (so the outbox has somewhere to deliver). */
export async function anyDepartmentWebhook(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('departments')
    .select('id')
    .where((eb) =>
      eb.or([eb('report_webhook_url', 'is not', null), eb('dispatch_webhook_url', 'is not', null)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The webhook environment variables, as the configuration reads them. */
export interface WebhookSeed {
  webhooks: { xbox?: string | undefined; playstation?: string | undefined };
  dispatchWebhooks: { xbox?: string | undefined; playstation?: string | undefined };
}

/**
 * The webhook variables are a first-start seed: on a database they never filled, they fill
 * the two seeded departments' empty webhooks, once; afterwards the database is the truth
 * (staff may change or clear them, and a restart with the variables set changes nothing).
 * Returns whether this call seeded.
 */
export async function seedDepartmentWebhooks(
  db: Kysely<Database>,
  seed: WebhookSeed,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const settings = await trx
      .selectFrom('community_settings')
      .select('department_webhooks_seeded')
      .forUpdate()
      .executeTakeFirst();
    if (!settings || settings.department_webhooks_seeded) return false;
    const departments = [
      ['Xbox', seed.webhooks.xbox, seed.dispatchWebhooks.xbox],
      ['PlayStation', seed.webhooks.playstation, seed.dispatchWebhooks.playstation],
    ] as const;
    for (const [id, report, dispatch] of departments) {
      if (report) {
        await trx
          .updateTable('departments')
          .set({ report_webhook_url: report })
          .where('id', '=', id)
          .where('report_webhook_url', 'is', null)
          .execute();
      }
      if (dispatch) {
        await trx
          .updateTable('departments')
          .set({ dispatch_webhook_url: dispatch })
          .where('id', '=', id)
          .where('dispatch_webhook_url', 'is', null)
          .execute();
      }
    }
    await trx.updateTable('community_settings').set({ department_webhooks_seeded: true }).execute();
    await announceConfigChange(trx, 'departments');
    return true;
  });
}
