import type {
  AuditEntryJson,
  MemberDetail,
  MemberSummary,
  SuspensionJson,
} from '@tenfour/db/staff';
import type { ExpungementRequestJson, StaffExpungementRequestJson } from '@tenfour/db/records';
import { request } from '../lib/api';

export type {
  AuditEntryJson,
  ExpungementRequestJson,
  MemberDetail,
  MemberSummary,
  StaffExpungementRequestJson,
  SuspensionJson,
};

export interface AuditFilters {
  member?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
}

export type ExpungementStatusFilter = 'pending' | 'approved' | 'denied' | 'all';

export interface SuspensionNotice {
  suspended: boolean;
  reason?: string;
  startsAt?: string;
  endsAt?: string | null;
  message?: string;
}

/** Query text with blank values left out (a blank filter is no filter). */
export function queryString(params: object): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (typeof v === 'string' && v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

const post = <T>(path: string, body: unknown) => request<T>(path, { method: 'POST', body });

/** The staff console routes (README "Staff console API"). */
export const adminApi = {
  members: async (filter: { q?: string; suspended?: string; cursor?: string }) => {
    const res = await request<{ members: MemberSummary[]; nextCursor: string | null }>(
      `/api/admin/members${queryString(filter)}`,
    );
    return { items: res.members, nextCursor: res.nextCursor };
  },
  member: (discordId: string) => request<MemberDetail>(`/api/admin/members/${discordId}`),
  suspend: (discordId: string, body: { reason: string; endsAt: string | null }) =>
    post<{ success: true; message: string; suspension: SuspensionJson }>(
      `/api/admin/members/${discordId}/suspend`,
      body,
    ),
  lift: (discordId: string, note: string) =>
    post<{ success: true; message: string; suspension: SuspensionJson }>(
      `/api/admin/members/${discordId}/lift`,
      { note },
    ),

  audit: async (filter: AuditFilters & { cursor?: string }) => {
    const res = await request<{ entries: AuditEntryJson[]; nextCursor: string | null }>(
      `/api/admin/audit${queryString(filter)}`,
    );
    return { items: res.entries, nextCursor: res.nextCursor };
  },
  /** A plain link: the browser downloads it with the session cookie. */
  auditCsvHref: (filter: AuditFilters) => `/api/admin/audit/export.csv${queryString(filter)}`,

  expungements: async (filter: { status: ExpungementStatusFilter; cursor?: string }) => {
    const res = await request<{
      requests: StaffExpungementRequestJson[];
      nextCursor: string | null;
    }>(`/api/admin/expungements${queryString(filter)}`);
    return { items: res.requests, nextCursor: res.nextCursor };
  },
  decide: (id: string, decision: 'approve' | 'deny', note: string) =>
    post<{ success: true; message: string; request: ExpungementRequestJson }>(
      `/api/admin/expungements/${id}/${decision}`,
      { note },
    ),

  suspension: () => request<SuspensionNotice>('/api/auth/suspension'),
};
