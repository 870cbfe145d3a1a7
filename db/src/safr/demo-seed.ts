import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { attachUnit, createCall } from '../dispatch/calls';
import { findOfficer, registerProfile } from '../dispatch/officer-profiles';
import { changeUnit } from '../dispatch/units';
import { createFireIncidentReport, createPatientCareReport } from './reports';

/** The demo fire/rescue persona (ff.morgan). */
const FIRE_RESCUE_DISCORD_ID = '100000000000000003';
/** The demo staff member, on duty as A-1 (dispatch/demo-seed.ts), who takes the 911 call. */
const STAFF_DISCORD_ID = '100000000000000004';
/** The demo civilian persona, whose first civilian is the patient. */
const CIVILIAN_DISCORD_ID = '100000000000000001';

async function firstCivilian(db: Kysely<Database>, discordId: string) {
  return db
    .selectFrom('civilians')
    .selectAll()
    .where('discord_id', '=', discordId)
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The demo fire/rescue persona is a registered paramedic (M-3, Xbox) on duty and on scene of
 * a medical call the staff officer created, with a patient care report filed for the demo
 * civilian, so the SAFR screens open on a live department. Runs after the dispatch demo.
 * Idempotent: skipped once the persona has a fire/rescue profile.
 */
export async function seedSafrDemo(db: Kysely<Database>, now = new Date()): Promise<void> {
  if (await findOfficer(db, FIRE_RESCUE_DISCORD_ID, 'Xbox', 'safr')) return;
  const [own, patient, staff] = await Promise.all([
    firstCivilian(db, FIRE_RESCUE_DISCORD_ID),
    firstCivilian(db, CIVILIAN_DISCORD_ID),
    findOfficer(db, STAFF_DISCORD_ID, 'Xbox', 'police'),
  ]);
  if (!own || !patient || !staff) return;

  const medic = await registerProfile(
    db,
    {
      service: 'safr',
      discordId: FIRE_RESCUE_DISCORD_ID,
      civilianId: own.id,
      department: 'Xbox',
      callsign: 'M-3',
      role: 'Paramedic',
      station: 'Station 7, Paleto Bay',
    },
    now,
  );
  await changeUnit(db, medic, { status: 'Available' }, now);

  const call = await createCall(
    db,
    staff,
    {
      type: 'Medical Emergency',
      location: '1420 Grove Street, Los Santos',
      postal: '7211',
      details: `Caller ${patient.first_name} ${patient.last_name} reports chest tightness and shortness of breath.`,
    },
    now,
  );
  await attachUnit(db, medic, call._id, medic.id, now);
  await changeUnit(db, medic, { status: 'On Scene' }, now);

  await createPatientCareReport(
    db,
    medic,
    {
      patientId: patient.id,
      callId: call._id,
      chiefComplaint: 'Chest tightness and shortness of breath',
      vitals: { bloodPressure: '148/92', pulse: 112, respiratoryRate: 24, spo2: 93, pain: 6 },
      assessment: 'Alert and oriented. Known penicillin allergy. Wheezing on both sides.',
      treatment: 'Oxygen 4 L/min by nasal cannula; 12-lead ECG, no acute changes.',
      disposition: 'Transported',
      destination: 'Pillbox Hill Medical Center',
    },
    now,
  );
  await createFireIncidentReport(
    db,
    medic,
    {
      callId: null,
      incidentType: 'Vehicle Fire',
      location: 'Great Ocean Highway at Paleto Blvd',
      unitsOnScene: ['E-12', 'M-3'],
      actionsTaken: 'Knocked down an engine compartment fire with one 1¾" line; overhauled.',
      cause: 'Fuel line leak onto the exhaust manifold.',
      injuries: null,
      propertyLossCents: 850_000,
    },
    now,
  );
}
