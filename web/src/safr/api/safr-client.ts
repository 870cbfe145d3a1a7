import { rpc } from '../../lib/api';

/** The fire/rescue routes (README "API for the fire/rescue screens"). */
export const safr = rpc.api.safr;

/** Every cached fire/rescue view starts with this. */
export const SAFR = ['safr'] as const;
