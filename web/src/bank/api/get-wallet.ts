import { call, rpc } from '../../lib/api';

/** The member's cash for one civilian. */
export const getWallet = (discordId: string, civilianId: string) =>
  call(
    rpc.api.wallet[':discordId'].$get({ param: { discordId }, query: { civilian: civilianId } }),
  );
