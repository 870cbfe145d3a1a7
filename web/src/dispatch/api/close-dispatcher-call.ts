import { call, rpc } from '../../lib/api';

/**
 * POST /api/dispatch/calls/:id/close: the dispatcher closes a call, freeing its units (the
 * console sends it once the close can no longer be undone). `leaving`: sent as the page goes
 * away, so the browser finishes the request after the page is gone.
 */
export const closeDispatcherCall = (callId: string, leaving = false) =>
  call(
    rpc.api.dispatch.calls[':id'].close.$post(
      { param: { id: callId } },
      leaving ? { init: { keepalive: true } } : undefined,
    ),
  );
