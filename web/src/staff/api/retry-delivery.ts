import { call, rpc } from '../../lib/api';

/** Puts a failed delivery back in the queue; answers the server's message. */
export async function retryDelivery(id: string): Promise<string> {
  const body = await call(rpc.api.admin.deliveries[':id'].retry.$post({ param: { id } }));
  return body.message;
}
