import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import type { DmvTestType } from './start-dmv-test';

const save = rpc.api.licenses['save-test'].$post;

export type DmvResult = InferResponseType<typeof save, 200>['result'];

export interface DmvAnswers {
  testId: string;
  civilianId: string;
  licenseType: string;
  answers: Record<string, string>;
}

/** The server grades the answers; the type is the one the test was started with. */
export const saveDmvTest = (body: DmvAnswers) =>
  call(save({ json: { ...body, licenseType: body.licenseType as DmvTestType } }));

/** Submit Test; the civilian's results refresh when the dialog closes. */
export const useSaveDmvTest = () => useMutation({ mutationFn: saveDmvTest });
