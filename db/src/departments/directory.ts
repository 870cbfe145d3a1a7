import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { DepartmentService } from '../schema/departments';
import type { Notifier } from '../infra/notify';
import { LiveConfig } from '../community/live-config';

/** A department as every screen and rule reads it. Webhook addresses never leave the server. */
export interface DepartmentInfo {
  id: string;
  name: string;
  shortName: string;
  services: DepartmentService[];
  platform: string | null;
  colour: string;
  callsignPattern: string | null;
  position: number;
  archived: boolean;
  reportWebhookConfigured: boolean;
  dispatchWebhookConfigured: boolean;
}

/** Every department, archived ones included (records keep naming them), in staff's order. */
export async function loadDepartments(db: Kysely<Database>): Promise<DepartmentInfo[]> {
  const rows = await db
    .selectFrom('departments')
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    shortName: row.short_name,
    services: row.services,
    platform: row.platform,
    colour: row.colour,
    callsignPattern: row.callsign_pattern,
    position: row.position,
    archived: row.archived_at !== null,
    reportWebhookConfigured: row.report_webhook_url !== null,
    dispatchWebhookConfigured: row.dispatch_webhook_url !== null,
  }));
}

/** Police profiles need a department serving police; fire/rescue ones, fire or EMS. */
export function servesPolice(department: Pick<DepartmentInfo, 'services'>) {
  return department.services.includes('police');
}
export function servesFireRescue(department: Pick<DepartmentInfo, 'services'>) {
  return department.services.includes('fire') || department.services.includes('ems');
}

/**
 * The process's view of the departments: read once, kept until staff change one (in any
 * process). Every rule that needs the list asks here rather than the database.
 */
export class DepartmentDirectory {
  private readonly live: LiveConfig<DepartmentInfo[]>;

  constructor(db: Kysely<Database>, notifier?: Notifier) {
    this.live = new LiveConfig(db, notifier, 'departments', loadDepartments);
  }

  /** Every department, archived ones included. */
  all(): Promise<DepartmentInfo[]> {
    return this.live.get();
  }

  /** Departments that take new profiles, calls and reports. */
  async active(): Promise<DepartmentInfo[]> {
    return (await this.all()).filter((d) => !d.archived);
  }

  async find(id: string): Promise<DepartmentInfo | undefined> {
    return (await this.all()).find((d) => d.id === id);
  }
}
