import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, rpc } from '../../lib/api';
import { VEHICLES } from './get-vehicles';
import { civilianPart } from './keys';
import { vehicleBody, type VehicleInput } from './vehicle-input';

export const updateVehicle = (id: string, vehicle: VehicleInput) =>
  call(rpc.api.vehicles[':id'].$put({ param: { id }, json: vehicleBody(vehicle) }));

/** Edit Vehicle; the owner's vehicle list refreshes. */
export function useUpdateVehicle(vehicle: { _id: string; civilianId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VehicleInput) => updateVehicle(vehicle._id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({
        queryKey: civilianPart(vehicle.civilianId, VEHICLES),
      });
    },
  });
}
