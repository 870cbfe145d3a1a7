import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { WEAPONS } from './get-weapons';
import { civilianPart } from './keys';

const register = rpc.api.weapons.register.$post;

export type WeaponRegistration = InferRequestType<typeof register>['json'];

export const registerWeapon = (json: WeaponRegistration) => call(register({ json }));

/** Register New Weapon; the civilian's weapon list refreshes. */
export function useRegisterWeapon(civilianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (weapon: Omit<WeaponRegistration, 'civilianId'>) =>
      registerWeapon({ ...weapon, civilianId }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: civilianPart(civilianId, WEAPONS) });
    },
  });
}
