import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { VEHICLES } from './get-vehicles';
import { civilianPart } from './keys';
import { vehicleBody, type VehicleInput } from './vehicle-input';

const register = rpc.api.vehicles.register.$post;
type Registration = InferRequestType<typeof register>['json'];

export const registerVehicle = (
  civilianId: string,
  vehicle: VehicleInput,
  customFields?: Registration['customFields'],
) =>
  call(
    register({
      json: {
        ...vehicleBody(vehicle),
        type: vehicle.type as Registration['type'],
        civilianId,
        ...(customFields && { customFields }),
      },
    }),
  );

/** Register New Vehicle; the civilian's vehicle list refreshes. */
export function useRegisterVehicle(civilianId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      vehicle,
      customFields,
    }: {
      vehicle: VehicleInput;
      customFields?: Registration['customFields'];
    }) => registerVehicle(civilianId, vehicle, customFields),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: civilianPart(civilianId, VEHICLES) });
    },
  });
}
