import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { WEAPONS } from './get-weapons';
import { civilianPart } from './keys';

export const deleteWeapon = (id: string) => call(rpc.api.weapons[':id'].$delete({ param: { id } }));

/** Deletes a weapon; the owner's list refreshes whether or not the server agreed. */
export function useDeleteWeapon(civilianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWeapon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: civilianPart(civilianId, WEAPONS) }),
  });
}
