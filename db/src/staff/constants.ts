/**
 * Every action the audit log records, with the label staff see. The web's filter lists these;
 * an area that adds an audited action adds it here (one line) and calls recordAudit.
 */
export const AUDIT_ACTIONS = {
  'record.create': 'Report filed (arrest, citation or warning)',
  'pso_report.create': 'Public safety report filed',
  'incident_report.create': 'Incident report filed',
  'patient_care_report.create': 'Patient care report filed',
  'fire_incident_report.create': 'Fire incident report filed',
  'warrant.create': 'Warrant issued',
  'warrant.resolve': 'Warrant resolved',
  'penal_code.create': 'Offense added to the penal code',
  'penal_code.update': 'Penal code offense edited',
  'penal_code.retire': 'Penal code offense retired',
  'penal_code.restore': 'Penal code offense restored',
  'bank_request.approve': 'Bank account request approved',
  'bank_request.reject': 'Bank account request rejected',
  'civilian.deceased': 'Civilian declared deceased',
  'civilian.alive': 'Civilian declared alive',
  'unit.attach': 'Unit assigned to a call',
  'unit.detach': 'Unit removed from a call',
  'call.priority': 'Call priority changed',
  'call.type': 'Call type changed',
  'call.close': 'Call closed',
  'dm.send': 'Discord DM sent by an officer',
  'delivery.retry': 'Failed Discord delivery retried',
  'member.suspend': 'Member suspended',
  'member.lift': 'Suspension lifted',
  'member.view': "Member's page viewed by staff",
  'audit.export': 'Audit log exported as CSV',
  'expungement.request': 'Expungement requested',
  'expungement.approve': 'Expungement approved',
  'expungement.deny': 'Expungement denied',
  'fine.pay': 'Fine paid',
  'community.default_language': "Community's default language changed",
  'roster.update': "Member's rank, divisions or callsign changed on the roster",
  'roles.mapping': 'Discord role mapping changed',
  'roles.resync_all': "Every member's roles resynced from Discord",
  'department.create': 'Department created',
  'department.update': 'Department edited',
  'department.webhook': 'Department webhook configured or cleared',
  'department.reorder': 'Departments reordered',
  'department.archive': 'Department archived',
  'department.restore': 'Department restored',
  'division.create': 'Division added',
  'division.update': 'Division renamed',
  'division.reorder': 'Divisions reordered',
  'division.archive': 'Division archived',
  'rank.create': 'Rank added',
  'rank.update': 'Rank edited',
  'rank.reorder': 'Ranks reordered',
  'rank.archive': 'Rank archived',
  'treasury.mint': 'Money minted into the treasury',
  'treasury.burn': 'Money burned from the treasury',
  'treasury.adjust': "Civilian's balance adjusted by staff",
  'shop_item.create': 'Shop item created',
  'shop_item.update': 'Shop item edited',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** What an entry is about; with the target's id, it finds every entry about one thing. */
export const AUDIT_TARGET_TYPES = [
  'record',
  'pso_report',
  'incident_report',
  'patient_care_report',
  'fire_incident_report',
  'warrant',
  'penal_code',
  'bank_request',
  'civilian',
  'call',
  'member',
  'delivery',
  'audit_log',
  'community',
  'officer',
  'role_mapping',
  'department',
  'division',
  'rank',
  'treasury',
  'shop_item',
] as const;

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The profile staff act as, in the log's "profile used" column. */
export const STAFF_PROFILE = 'Community staff';
