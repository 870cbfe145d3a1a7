import { expect } from 'vitest';
import type { TestMember } from './test-app';

export const CIVILIAN = {
  firstName: 'Avery',
  lastName: 'Stone',
  middleInitial: 'J',
  dateOfBirth: '1990-04-12',
  age: 35,
  sex: 'Female',
  knownAliases: ['Ace'],
  residence: '12 Grove Street',
  zipCode: '90011',
  occupation: 'Paramedic',
  height: `5'8"`,
  weight: '150lbs',
  skinTone: 'Medium',
  hairColor: 'Brown',
  eyeColor: 'Hazel',
  emergencyContactName: 'Sam Stone',
};

/** Creates a civilian for the member and returns its id. */
export async function createCivilianFor(
  member: TestMember,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await member.post('/api/civilians', { ...CIVILIAN, ...overrides });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { civilian: { _id: string } };
  return body.civilian._id;
}

/** A plate nobody else in the test file uses. */
export function uniquePlate(): string {
  return `T${Math.random().toString(36).slice(2, 9)}`.toUpperCase().slice(0, 8);
}

/** A weapon serial nobody else in the test file uses. */
export function uniqueSerial(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let s = '';
  for (let i = 0; i < 6; i++) s += chars[Math.floor(Math.random() * chars.length)];
  return `WPN-${s}`;
}

export async function json<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The field paths a 400 response names. */
export async function issuePaths(res: Response): Promise<string[]> {
  expect(res.status).toBe(400);
  const body = await json<{ success: boolean; issues?: { path: string }[] }>(res);
  expect(body.success).toBe(false);
  return (body.issues ?? []).map((i) => i.path);
}
