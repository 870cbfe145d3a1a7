import type {
  CallView,
  PanicView,
  ClockSessionView,
  ClockTotal,
  UnitView,
  SafrRole,
  SafrUnitStatus,
} from '@tenfour/db/dispatch';
import type {
  PatientView,
  SafrProfileView,
  FireIncidentReportJson,
  FireIncidentReportSummary,
  PatientCareReportJson,
  PatientCareReportSummary,
} from '@tenfour/db/safr';
import type { Board, BoardSource } from '../dispatch/use-dispatch-board';
import { request } from '../lib/api';

export type {
  FireIncidentReportJson,
  FireIncidentReportSummary,
  PatientCareReportJson,
  PatientCareReportSummary,
  PatientView,
  SafrProfileView,
};

export type MedicalRecordView = PatientView['medicalRecords'][number];

export interface PcrInput {
  patientId: string;
  callId: string;
  chiefComplaint: string;
  vitals: Record<string, string>;
  assessment: string;
  treatment: string;
  disposition: string;
  destination: string;
}

/**
 * The vitals as the API takes them: measurements as JSON numbers, blood pressure as text, the
 * blank ones left out. Text that is not a number goes as typed, so the server names the field.
 */
function vitalsBody(vitals: PcrInput['vitals']): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [key, typed] of Object.entries(vitals)) {
    const text = typed.trim();
    if (!text) continue;
    body[key] = key !== 'bloodPressure' && /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  }
  return body;
}

export interface FirInput {
  callId: string;
  incidentType: string;
  location: string;
  /** Callsigns, comma-separated. */
  unitsOnScene: string;
  actionsTaken: string;
  cause: string;
  injuries: string;
  propertyLoss: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const post = <T>(path: string, body?: unknown) =>
  request<T>(path, { method: 'POST', ...(body !== undefined && { body }) });

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
};

/** The fire/rescue routes (README "API for the fire/rescue screens"). */
export const safrApi = {
  me: () =>
    request<{ profile: SafrProfileView | null; profiles: SafrProfileView[] }>('/api/safr/me'),
  register: (body: {
    civilianId: string;
    department: string;
    callsign: string;
    role: SafrRole | '';
    station: string;
  }) =>
    post<{ success: true; message: string; profile: SafrProfileView }>('/api/safr/profiles', body),
  switchProfile: (department: string) =>
    post<{ success: true; profile: SafrProfileView }>('/api/safr/me/active', { department }),

  setStatus: (status: SafrUnitStatus) =>
    request<{ success: true; unit: UnitView }>('/api/safr/units/me', {
      method: 'PUT',
      body: { status },
    }),
  units: () => request<{ units: UnitView[] }>('/api/safr/units'),
  clockHistory: async (): Promise<{ officers: ClockTotal[]; mine: ClockSessionView[] }> => {
    const { members, mine } = await request<{ members: ClockTotal[]; mine: ClockSessionView[] }>(
      '/api/safr/clock/history',
    );
    return { officers: members, mine };
  },

  calls: (status: 'active' | 'closed' = 'active') =>
    request<{ calls: CallView[] }>(`/api/safr/calls?status=${status}`),
  attach: (callId: string) =>
    post<{ success: true; call: CallView }>(`/api/safr/calls/${callId}/units`, {}),
  detach: (callId: string, unitId: string) =>
    request<{ success: true; call: CallView }>(`/api/safr/calls/${callId}/units/${unitId}`, {
      method: 'DELETE',
    }),

  alerts: () => request<{ alerts: PanicView[] }>('/api/safr/panic'),
  panic: () => post<{ success: true; message: string; alert: PanicView }>('/api/safr/panic'),
  acknowledge: (id: string) =>
    post<{ success: true; message: string; alert: PanicView }>(`/api/safr/panic/${id}/acknowledge`),

  suggestNames: (q: string) =>
    request<{ items: { _id: string; name: string; dateOfBirth: string }[] }>(
      `/api/safr/search/names${query({ q })}`,
    ),
  search: (name: string) => request<PatientView>(`/api/safr/search${query({ name })}`),
  patient: (id: string) => request<PatientView>(`/api/safr/patients/${id}`),
  addMedicalRecord: (id: string, description: string) =>
    post<{ success: true; message: string; record: MedicalRecordView }>(
      `/api/safr/patients/${id}/medical-records`,
      { description },
    ),
  declare: (id: string, status: 'deceased' | 'alive', reason: string) =>
    post<{ success: true; message: string; patient: PatientView['patient'] }>(
      `/api/safr/patients/${id}/vital-status`,
      { status, reason },
    ),

  patientCareReports: async (
    filter: { patientId?: string; disposition?: string; mine?: string; cursor?: string } = {},
  ): Promise<Page<PatientCareReportSummary>> => {
    const res = await request<{ reports: PatientCareReportSummary[]; nextCursor: string | null }>(
      `/api/safr/reports/patient-care${query(filter)}`,
    );
    return { items: res.reports, nextCursor: res.nextCursor };
  },
  patientCareReport: (id: string) =>
    request<{ report: PatientCareReportJson }>(`/api/safr/reports/patient-care/${id}`),
  createPatientCareReport: (body: PcrInput) =>
    post<{ success: true; message: string; report: PatientCareReportJson }>(
      '/api/safr/reports/patient-care',
      { ...body, vitals: vitalsBody(body.vitals) },
    ),

  fireIncidentReports: async (
    filter: { incidentType?: string; mine?: string; cursor?: string } = {},
  ): Promise<Page<FireIncidentReportSummary>> => {
    const res = await request<{ reports: FireIncidentReportSummary[]; nextCursor: string | null }>(
      `/api/safr/reports/fire-incident${query(filter)}`,
    );
    return { items: res.reports, nextCursor: res.nextCursor };
  },
  fireIncidentReport: (id: string) =>
    request<{ report: FireIncidentReportJson }>(`/api/safr/reports/fire-incident/${id}`),
  createFireIncidentReport: (body: FirInput) =>
    post<{ success: true; message: string; report: FireIncidentReportJson }>(
      '/api/safr/reports/fire-incident',
      body,
    ),
};

async function loadSafrBoard(): Promise<Board> {
  const [calls, units, alerts] = await Promise.all([
    safrApi.calls(),
    safrApi.units(),
    safrApi.alerts(),
  ]);
  // Fire/rescue is never sent BOLOs.
  return { calls: calls.calls, bolos: [], units: units.units, alerts: alerts.alerts };
}

/** The department's calls needing fire or EMS, its fire/rescue units and every panic alert. */
export const SAFR_BOARD: BoardSource = { events: '/api/events?service=safr', load: loadSafrBoard };
