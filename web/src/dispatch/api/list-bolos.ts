import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const bolos = rpc.api.bolos;

export type BoloView = InferResponseType<typeof bolos.$get, 200>['bolos'][number];

/** GET /api/bolos: the department's active BOLOs. */
export const listBolos = () => call(bolos.$get({ query: {} }));
