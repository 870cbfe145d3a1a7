import type { InferRequestType } from 'hono/client';
import type { rpc } from '../../lib/api';

type VehicleBody = InferRequestType<(typeof rpc.api.vehicles)[':id']['$put']>['json'];

/** The vehicle dialogs' fields, as typed. */
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
 * The fields as the API takes them: the year a JSON number. Blank goes as null and anything
 * else that is not a year goes as typed, so the server names the field in its refusal; the
 * type comes from the dialog's list and is checked again by the server.
 */
export function vehicleBody(vehicle: VehicleInput): VehicleBody {
  const year = String(vehicle.year).trim();
  return {
    ...vehicle,
    year: (year === '' ? null : /^\d{1,6}$/.test(year) ? Number(year) : year) as number,
    type: vehicle.type as VehicleBody['type'],
  };
}
