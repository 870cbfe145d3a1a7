import { call, rpc } from '../../lib/api';

/** POST /api/panic: the officer presses the panic button. */
export const raisePanic = () => call(rpc.api.panic.$post());
