import { PAGE_SIZE } from '@tenfour/db/browser';
import { readAllPages } from '../components/paged';
import { ApiError, request } from '../lib/api';
import { serverMessage } from '../lib/use-submit';
import type {
  Civilian,
  DmvResult,
  MedicalRecord,
  StartedDmvTest,
  Vehicle,
  Weapon,
} from './civilian-types';

/** The civilian fields the create and edit forms send (knownAliases already split). */
export type CivilianInput = Omit<
  Civilian,
  '_id' | 'licenses' | 'discordId' | 'deceased' | 'knownAliases'
> & {
  knownAliases: string[];
};

export interface VehicleInput {
  plate: string;
  make: string;
  model: string;
  year: number | string;
  color: string;
  type: string;
  insured: boolean;
}

/**
 * The year field's text as the API takes it, a JSON number. Blank goes as null and anything
 * else that is not a year goes as typed, so the server names the field in its refusal.
 */
function vehicleBody(vehicle: VehicleInput) {
  const year = String(vehicle.year).trim();
  return { ...vehicle, year: year === '' ? null : /^\d{1,6}$/.test(year) ? Number(year) : year };
}

interface Result {
  success: boolean;
  message: string;
}

/** The spec's calls for civilian records (section 7), in one place. */
export const civilianApi = {
  /** A page of the member's civilians, oldest first; pass the last page's cursor for more. */
  list: (cursor?: string, limit?: number) =>
    request<{ civilians: Civilian[]; nextCursor: string | null }>(
      `/api/civilians?${new URLSearchParams({
        ...(cursor ? { cursor } : {}),
        ...(limit ? { limit: String(limit) } : {}),
      }).toString()}`,
    ),
  /** The same, shaped for usePaged. */
  page: (cursor?: string) =>
    civilianApi.list(cursor).then((r) => ({ items: r.civilians, nextCursor: r.nextCursor })),
  /** Every one of the member's civilians, in pages of the largest size the server allows. */
  all: () =>
    readAllPages((cursor) =>
      civilianApi
        .list(cursor, PAGE_SIZE.max)
        .then((r) => ({ items: r.civilians, nextCursor: r.nextCursor })),
    ),
  get: (id: string) => request<Civilian>(`/api/civilians/${id}?populate=false`),
  create: (body: CivilianInput) =>
    request<Result & { civilian: Civilian }>('/api/civilians', { method: 'POST', body }),
  update: (id: string, body: CivilianInput) =>
    request<Result & { civilian: Civilian }>(`/api/civilians/${id}`, { method: 'PUT', body }),
  remove: (id: string) => request<Result>(`/api/civilians/${id}`, { method: 'DELETE' }),
  markDeceased: (id: string) =>
    request<Result>(`/api/civilians/${id}/deceased`, { method: 'POST' }),
  addLicense: (id: string, license: string) =>
    request<Result>(`/api/civilians/${id}/add-license`, { method: 'POST', body: { license } }),

  vehicles: (civilianId: string) =>
    request<{ vehicles: Vehicle[] }>(`/api/vehicles/by-civilian/${civilianId}`),
  registerVehicle: ({ civilianId, ...vehicle }: VehicleInput & { civilianId: string }) =>
    request<Result>('/api/vehicles/register', {
      method: 'POST',
      body: { ...vehicleBody(vehicle), civilianId },
    }),
  updateVehicle: (id: string, body: VehicleInput) =>
    request<Vehicle>(`/api/vehicles/${id}`, { method: 'PUT', body: vehicleBody(body) }),
  deleteVehicle: (id: string) => request<Result>(`/api/vehicles/${id}`, { method: 'DELETE' }),

  weapons: (civilianId: string) =>
    request<{ weapons: Weapon[] }>(`/api/weapons/by-civilian/${civilianId}`),
  weapon: (id: string) => request<{ success: boolean; weapon: Weapon }>(`/api/weapons/${id}`),
  registerWeapon: (body: Omit<Weapon, '_id'>) =>
    request<Result>('/api/weapons/register', { method: 'POST', body }),
  updateWeapon: (
    id: string,
    body: { weaponType: string; serialNumber: string; registeredName: string },
  ) => request<Result>(`/api/weapons/${id}`, { method: 'PUT', body }),
  deleteWeapon: (id: string) => request<Result>(`/api/weapons/${id}`, { method: 'DELETE' }),

  medicalRecords: (civilianId: string) =>
    request<{ records: MedicalRecord[] }>(`/api/medical/by-civilian/${civilianId}`),
  addMedicalRecord: (civilianId: string, description: string) =>
    request<Result>('/api/medical', { method: 'POST', body: { civilianId, description } }),

  startDmvTest: (civilianId: string, licenseType: string) =>
    request<StartedDmvTest>('/api/licenses/start-test', {
      method: 'POST',
      body: { civilianId, licenseType },
    }),
  saveDmvTest: (body: {
    testId: string;
    civilianId: string;
    licenseType: string;
    answers: Record<string, string>;
  }) =>
    request<Result & { result: DmvResult }>('/api/licenses/save-test', { method: 'POST', body }),
  dmvResults: (civilianId: string) =>
    request<{ results: (DmvResult & { testId: string; submittedAt: string })[] }>(
      `/api/licenses/tests/${civilianId}`,
    ),
};

/**
 * The spec's two failure texts: when the server answered, its message (or the fallback);
 * when the request itself failed, the "An error occurred..." text.
 */
export function failureText(err: unknown, serverFallback: string, requestFailed: string): string {
  if (err instanceof ApiError) return serverMessage(err) ?? serverFallback;
  return requestFailed;
}

/** Spec section 5: comma separated, split, trimmed, blanks dropped. */
export function splitAliases(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
