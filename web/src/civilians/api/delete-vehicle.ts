import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { VEHICLES } from './get-vehicles';
import { civilianPart } from './keys';

export const deleteVehicle = (id: string) =>
  call(rpc.api.vehicles[':id'].$delete({ param: { id } }));

/** Deletes a vehicle; the owner's list refreshes whether or not the server agreed. */
export function useDeleteVehicle(civilianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: civilianPart(civilianId, VEHICLES) }),
  });
}
