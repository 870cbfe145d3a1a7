import { useMutation } from '@tanstack/react-query';
import type { BoloInput } from '@tenfour/db/dispatch';
import { call, rpc } from '../../lib/api';

/** Every field either kind of BOLO takes, besides the kind itself. */
type BoloField = BoloInput extends infer Kind
  ? Kind extends BoloInput
    ? Exclude<keyof Kind, 'boloType'>
    : never
  : never;

/**
 * The BOLO form: both kinds' fields as typed, of which the server keeps the chosen kind's.
 * Derived from the input the server's schema produces (the route reads the kind case-blind
 * before its schema, so the client's request type says nothing).
 */
export type BoloForm = Pick<BoloInput, 'boloType'> & Record<BoloField, string>;

/** POST /api/bolos: an officer issues a BOLO. */
export const createBolo = (json: BoloForm) => call(rpc.api.bolos.$post({ json }));

export const useCreateBolo = () => useMutation({ mutationFn: createBolo });
