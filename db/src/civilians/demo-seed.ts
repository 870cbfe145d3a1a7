import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import type { LicenseType } from '../auth/permissions';
import { createCivilian, type CivilianFields } from './civilians';
import { generateVin } from './identifiers';

interface DemoCivilian {
  fields: Omit<CivilianFields, 'middleInitial' | 'sex' | 'height' | 'weight' | 'skinTone'> &
    Partial<CivilianFields>;
  licenses: LicenseType[];
  vehicle?: {
    plate: string;
    make: string;
    model: string;
    year: number;
    color: string;
    type: string;
  };
  weapon?: { weaponType: string; serialNumber: string };
  medical?: string;
}

const blank = {
  middleInitial: null,
  sex: null,
  height: null,
  weight: null,
  skinTone: null,
  knownAliases: [],
  emergencyContactName: null,
};

// Fixed plates and serials read well in a demo; a clash with a member's own registration
// is skipped rather than failing the start-up.
const DEMO: Record<string, DemoCivilian[]> = {
  '100000000000000001': [
    {
      fields: {
        ...blank,
        firstName: 'Casey',
        lastName: 'Walker',
        dateOfBirth: '1994-05-17',
        age: 31,
        sex: 'Female',
        residence: '1420 Grove Street, Los Santos',
        zipCode: '90011',
        occupation: 'Mechanic',
        hairColor: 'Brown',
        eyeColor: 'Green',
        height: `5'7"`,
        weight: '140lbs',
        emergencyContactName: 'Jamie Walker',
      },
      licenses: ['Class C - Standard Drivers License'],
      vehicle: {
        plate: 'CSY4821',
        make: 'Declasse',
        model: 'Premier',
        year: 2018,
        color: 'Blue',
        type: 'Sedan',
      },
      medical: 'Allergic to penicillin.',
    },
  ],
  '100000000000000002': [
    {
      fields: {
        ...blank,
        firstName: 'Jordan',
        lastName: 'Reyes',
        dateOfBirth: '1988-11-02',
        age: 37,
        sex: 'Male',
        residence: '22 Vinewood Hills Drive',
        zipCode: '90068',
        occupation: 'Police Officer',
        hairColor: 'Black',
        eyeColor: 'Brown',
      },
      licenses: ['Class C - Standard Drivers License', 'Class M - Motorcycle License'],
      vehicle: {
        plate: 'JRD7310',
        make: 'Vapid',
        model: 'Stanier',
        year: 2020,
        color: 'Black',
        type: 'Sedan',
      },
      weapon: { weaponType: 'Combat Pistol', serialNumber: 'WPN-JR0001' },
    },
    {
      fields: {
        ...blank,
        firstName: 'Drew',
        lastName: 'Hollis',
        dateOfBirth: '1999-02-14',
        age: 26,
        residence: 'Sandy Shores Trailer Park, Lot 4',
        zipCode: '92365',
        occupation: null,
        hairColor: 'Blonde',
        eyeColor: 'Blue',
        knownAliases: ['Dusty'],
      },
      licenses: [],
      vehicle: {
        plate: 'DRW0942',
        make: 'Bravado',
        model: 'Bison',
        year: 2009,
        color: 'Red',
        type: 'Truck',
      },
    },
  ],
  '100000000000000003': [
    {
      fields: {
        ...blank,
        firstName: 'Morgan',
        lastName: 'Lee',
        dateOfBirth: '1991-08-23',
        age: 34,
        residence: '8 Paleto Bay Road',
        zipCode: '96150',
        occupation: 'Firefighter',
        hairColor: 'Red',
        eyeColor: 'Hazel',
      },
      licenses: ['Class C - Standard Drivers License', 'Class B - CDL Class B License'],
      vehicle: {
        plate: 'MGN5527',
        make: 'Karin',
        model: 'Rebla',
        year: 2021,
        color: 'White',
        type: 'SUV',
      },
      medical: 'Asthma; carries an inhaler.',
    },
  ],
  '100000000000000004': [
    {
      fields: {
        ...blank,
        firstName: 'Riley',
        lastName: 'Chen',
        dateOfBirth: '1985-03-30',
        age: 40,
        residence: '1 Rockford Plaza, Los Santos',
        zipCode: '90210',
        occupation: 'Attorney',
        hairColor: 'Black',
        eyeColor: 'Brown',
      },
      licenses: ['Class C - Standard Drivers License', 'Class A - CDL Class A License'],
      vehicle: {
        plate: 'RLY1000',
        make: 'Enus',
        model: 'Cognoscenti',
        year: 2023,
        color: 'Silver',
        type: 'Sedan',
      },
      weapon: { weaponType: 'Heavy Pistol', serialNumber: 'WPN-RC7Q2K' },
    },
  ],
};

/**
 * Gives each demo persona a civilian or two with a license, a vehicle and sometimes a
 * weapon. Idempotent: a persona that already has civilians is left alone.
 */
export async function seedCivilianDemo(db: Kysely<Database>, now = new Date()): Promise<void> {
  for (const [discordId, civilians] of Object.entries(DEMO)) {
    const user = await db
      .selectFrom('users')
      .select('discord_id')
      .where('discord_id', '=', discordId)
      .executeTakeFirst();
    if (!user) continue;
    const existing = await db
      .selectFrom('civilians')
      .select('id')
      .where('discord_id', '=', discordId)
      .limit(1)
      .executeTakeFirst();
    if (existing) continue;
    for (const demo of civilians) {
      const civilian = await createCivilian(db, discordId, { ...blank, ...demo.fields }, now);
      for (const license of demo.licenses) {
        await db
          .insertInto('civilian_licenses')
          .values({ civilian_id: civilian.id, license_type: license })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (demo.vehicle) {
        await db
          .insertInto('vehicles')
          .values({
            ...demo.vehicle,
            civilian_id: civilian.id,
            vin: generateVin(demo.vehicle.year),
            insured: true,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (demo.weapon) {
        await db
          .insertInto('weapons')
          .values({
            civilian_id: civilian.id,
            weapon_type: demo.weapon.weaponType,
            serial_number: demo.weapon.serialNumber,
            registered_name: `${civilian.first_name} ${civilian.last_name}`,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      if (demo.medical) {
        await db
          .insertInto('medical_records')
          .values({ civilian_id: civilian.id, description: demo.medical })
          .execute();
      }
    }
  }
}
