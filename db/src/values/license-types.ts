// The community's license types. Pure data and functions (type imports only), so the API,
// the bot and the web app apply the same rules.

/** One license type as the community defines it. */
export interface LicenseTypeValue {
  id: string;
  name: string;
  /** The Discord role that lets a member add it to their civilians; null: no role does. */
  discordRoleId: string | null;
  /** The DMV test whose pass grants it; null: no test does. */
  dmvTest: string | null;
  position: number;
  retired: boolean;
}

/** Bounds shared by the API's validation, the database's CHECKs and the staff page. */
export const LICENSE_TYPE_LIMITS = { name: 60, count: 50 } as const;

/** The types a civilian can take now, in order (retired ones left out). */
export function liveLicenseTypes(all: readonly LicenseTypeValue[]): LicenseTypeValue[] {
  return all.filter((t) => !t.retired).sort((a, b) => a.position - b.position);
}

/** The live type named exactly `name`, or undefined. */
export function findLiveLicenseType(
  all: readonly LicenseTypeValue[],
  name: string,
): LicenseTypeValue | undefined {
  return all.find((t) => !t.retired && t.name === name);
}
