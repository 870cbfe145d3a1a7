import { call, rpc } from '../../lib/api';

/** Signs in as a sample member; answers where to go next. */
export const demoSignIn = (discordId: string, returnTo: string) =>
  call(rpc.auth.demo.$post({ json: { discordId, returnTo } }));
