import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { call, rpc } from '../../lib/api';
import { VEHICLES } from './get-vehicles';
import { civilianPart } from './keys';

const stolen = rpc.api.vehicles[':id'].stolen.$post;
type StolenReport = InferRequestType<typeof stolen>['json'];

/** The report as the dialog holds it; its department comes from the list the server takes. */
export interface StolenReportInput {
  department: string;
  location: string;
  details: string;
}

export const reportVehicleStolen = (id: string, report: StolenReportInput) =>
  call(
    stolen({
      param: { id },
      json: { ...report, department: report.department as StolenReport['department'] },
    }),
  );

export const reportVehicleRecovered = (id: string) =>
  call(rpc.api.vehicles[':id'].recovered.$post({ param: { id } }));

/** "Report stolen" and "Recovered" on a vehicle row; the owner's vehicle list refreshes. */
export function useStolenReports(vehicle: { _id: string; civilianId: string }) {
  const queryClient = useQueryClient();
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: civilianPart(vehicle.civilianId, VEHICLES) });
  };
  return {
    stolen: useMutation({
      mutationFn: (report: StolenReportInput) => reportVehicleStolen(vehicle._id, report),
      onSuccess,
    }),
    recovered: useMutation({ mutationFn: () => reportVehicleRecovered(vehicle._id), onSuccess }),
  };
}
