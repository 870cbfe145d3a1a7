/** Every cached fire/rescue view starts with this. */
export const SAFR = ['safr'] as const;

/** The member's fire/rescue profiles: registering or switching department changes them. */
export const SAFR_ME = [...SAFR, 'me'] as const;

/** Every cached report list and report starts with this, so filing one refreshes them all. */
export const REPORTS = [...SAFR, 'reports'] as const;

/** One report in full. */
export const reportKey = (kind: string, id: string) => [...SAFR, 'report', kind, id] as const;

/** The department's calls a report may be linked to. */
export const LINKABLE_CALLS = [...SAFR, 'calls', 'linkable'] as const;

/** One patient as the search screen shows them. */
export const patientKey = (id: string) => [...SAFR, 'patient', id] as const;

/** The answer to a patient search by name. */
export const patientSearchKey = (name: string) => [...SAFR, 'search', name] as const;
