import { expect } from 'vitest';
import type { InferRequestType } from 'hono/client';
import type { ApiClient } from './client';

type CivilianInput = InferRequestType<ApiClient['civilians']['$post']>['json'];

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
} satisfies CivilianInput;

/** Creates a civilian for the member the client calls as, and returns its id. */
export async function createCivilianFor(
  api: ApiClient,
  overrides: Partial<CivilianInput> = {},
): Promise<string> {
  const res = await api.civilians.$post({ json: { ...CIVILIAN, ...overrides } });
  expect(res.status).toBe(201);
  return (await res.json()).civilian._id;
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
