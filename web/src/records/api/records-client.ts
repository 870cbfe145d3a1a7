import { rpc } from '../../lib/api';

/*
 * The officer-records calls ("Warrants and penal codes", "Reports and search", and the
 * records area's added routes). Shapes come from the server's routes (hono/client), so the
 * screens and the API agree. Money is dollars, jail time minutes.
 */
export const api = rpc.api;
