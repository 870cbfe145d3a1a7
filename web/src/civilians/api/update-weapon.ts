import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { weaponKey } from './get-weapon';
import { WEAPONS } from './get-weapons';
import { civilianPart } from './keys';

const update = rpc.api.weapons[':id'].$put;

export const updateWeapon = (id: string, json: InferRequestType<typeof update>['json']) =>
  call(update({ param: { id }, json }));

/** Edit Weapon; the weapon and its owner's weapon list refresh. */
export function useUpdateWeapon(weapon: { _id: string; civilianId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: InferRequestType<typeof update>['json']) => updateWeapon(weapon._id, json),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: weaponKey(weapon._id) });
      void queryClient.invalidateQueries({ queryKey: civilianPart(weapon.civilianId, WEAPONS) });
    },
  });
}
