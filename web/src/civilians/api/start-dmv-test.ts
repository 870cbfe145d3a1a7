import { useMutation } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';

const start = rpc.api.licenses['start-test'].$post;

/** The DMV test as the server starts it: questions without their answers. */
export type StartedDmvTest = InferResponseType<typeof start, 201>;
export type DmvTestType = InferRequestType<typeof start>['json']['licenseType'];

/** The dialog's select offers the test types only; the server checks the type again. */
export const startDmvTest = (civilianId: string, licenseType: string) =>
  call(start({ json: { civilianId, licenseType: licenseType as DmvTestType } }));

export const useStartDmvTest = (civilianId: string) =>
  useMutation({ mutationFn: (licenseType: string) => startDmvTest(civilianId, licenseType) });
