import type { BoloType } from '@tenfour/db/browser';
import { call, rpc } from '../../lib/api';

/**
 * The BOLO form: both kinds' fields, of which the server keeps the chosen kind's. (The route
 * reads the kind case-blind before its schema, so the client's request type says nothing.)
 */
export interface BoloForm {
  boloType: BoloType;
  vehicleDescription: string;
  vehiclePlate: string;
  personDescription: string;
  personName: string;
  location: string;
  details: string;
}

/** POST /api/bolos: an officer issues a BOLO. */
export const createBolo = (json: BoloForm) => call(rpc.api.bolos.$post({ json }));
