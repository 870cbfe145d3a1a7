import { rpc } from '../../lib/api';

/** The fire/rescue routes (docs/api.md, "Fire and rescue"). */
export const safr = rpc.api.safr;
