import type {
  BoloView,
  CallView,
  OfficerView,
  PanicView,
  ClockSessionView,
  ClockTotal,
  UnitView,
  BoloType,
  CallService,
  CallType,
  Subdivision,
  UnitStatus,
} from '@tenfour/db/dispatch';
import { request } from '../lib/api';

export type { BoloView, CallView, ClockSessionView, ClockTotal, OfficerView, PanicView, UnitView };

export interface CallInput {
  type: CallType;
  location: string;
  postal: string;
  details: string;
  /** Blank: the call type's defaults. */
  services?: CallService[];
}

export interface BoloInput {
  boloType: BoloType;
  vehicleDescription: string;
  vehiclePlate: string;
  personDescription: string;
  personName: string;
  location: string;
  details: string;
}

const post = <T>(path: string, body?: unknown) =>
  request<T>(path, { method: 'POST', ...(body !== undefined && { body }) });

/** The dispatch routes (spec section 7 "Officers, calls, BOLOs, clock", plus live additions). */
export const dispatchApi = {
  me: () => request<{ officer: OfficerView | null; profiles: OfficerView[] }>('/api/officers/me'),
  register: (body: {
    discordId: string;
    civilianId: string;
    department: string;
    callsign: string;
  }) => post<{ success: true; message: string; officer: OfficerView }>('/api/officers', body),
  switchProfile: (department: string) =>
    post<{ success: true; officer: OfficerView }>('/api/officers/me/active', { department }),

  changeUnit: (body: { status?: UnitStatus; subdivision?: Subdivision }) =>
    request<{ success: true; unit: UnitView }>('/api/units/me', { method: 'PUT', body }),
  units: () => request<{ units: UnitView[] }>('/api/units'),
  clockHistory: () =>
    request<{ officers: ClockTotal[]; mine: ClockSessionView[] }>('/api/clock/history'),

  calls: () => request<{ calls: CallView[] }>('/api/calls'),
  createCall: (body: CallInput) =>
    post<{ success: true; message: string; call: CallView }>('/api/calls', body),
  attach: (callId: string, officerId?: string) =>
    post<{ success: true; call: CallView }>(
      `/api/calls/${callId}/units`,
      officerId ? { officerId } : {},
    ),
  detach: (callId: string, officerId: string) =>
    request<{ success: true; call: CallView }>(`/api/calls/${callId}/units/${officerId}`, {
      method: 'DELETE',
    }),
  requestServices: (callId: string, services: ('fire' | 'ems')[]) =>
    post<{ success: true; message: string; call: CallView }>(`/api/calls/${callId}/request`, {
      services,
    }),
  closeCall: (callId: string) =>
    post<{ success: true; message: string; call: CallView }>(`/api/calls/${callId}/close`),

  bolos: () => request<{ bolos: BoloView[] }>('/api/bolos'),
  createBolo: (body: BoloInput) =>
    post<{ success: true; message: string; bolo: BoloView }>('/api/bolos', body),
  clearBolo: (id: string) =>
    post<{ success: true; message: string; bolo: BoloView }>(`/api/bolos/${id}/clear`),

  alerts: () => request<{ alerts: PanicView[] }>('/api/panic'),
  panic: () => post<{ success: true; message: string; alert: PanicView }>('/api/panic'),
  acknowledge: (id: string) =>
    post<{ success: true; message: string; alert: PanicView }>(`/api/panic/${id}/acknowledge`),
};
