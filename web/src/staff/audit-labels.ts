import type { TFunction } from 'i18next';
import type { AuditAction, AuditTargetType } from '@tenfour/db/browser';

/** Every audited action's label in the reader's language (the filter and the log's rows). */
export function auditActionLabels(t: TFunction): Record<AuditAction, string> {
  return {
    'record.create': t('staff.auditActions.recordCreate'),
    'pso_report.create': t('staff.auditActions.psoReportCreate'),
    'incident_report.create': t('staff.auditActions.incidentReportCreate'),
    'patient_care_report.create': t('staff.auditActions.patientCareReportCreate'),
    'fire_incident_report.create': t('staff.auditActions.fireIncidentReportCreate'),
    'warrant.create': t('staff.auditActions.warrantCreate'),
    'warrant.resolve': t('staff.auditActions.warrantResolve'),
    'penal_code.create': t('staff.auditActions.penalCodeCreate'),
    'penal_code.update': t('staff.auditActions.penalCodeUpdate'),
    'penal_code.retire': t('staff.auditActions.penalCodeRetire'),
    'penal_code.restore': t('staff.auditActions.penalCodeRestore'),
    'bank_request.approve': t('staff.auditActions.bankRequestApprove'),
    'bank_request.reject': t('staff.auditActions.bankRequestReject'),
    'civilian.deceased': t('staff.auditActions.civilianDeceased'),
    'civilian.alive': t('staff.auditActions.civilianAlive'),
    'unit.attach': t('staff.auditActions.unitAttach'),
    'unit.detach': t('staff.auditActions.unitDetach'),
    'call.priority': t('staff.auditActions.callPriority'),
    'call.type': t('staff.auditActions.callType'),
    'call.close': t('staff.auditActions.callClose'),
    'dm.send': t('staff.auditActions.dmSend'),
    'delivery.retry': t('staff.auditActions.deliveryRetry'),
    'member.suspend': t('staff.auditActions.memberSuspend'),
    'member.lift': t('staff.auditActions.memberLift'),
    'member.view': t('staff.auditActions.memberView'),
    'audit.export': t('staff.auditActions.auditExport'),
    'expungement.request': t('staff.auditActions.expungementRequest'),
    'expungement.approve': t('staff.auditActions.expungementApprove'),
    'expungement.deny': t('staff.auditActions.expungementDeny'),
    'fine.pay': t('staff.auditActions.finePay'),
    'community.default_language': t('staff.auditActions.communityDefaultLanguage'),
    'roster.update': t('staff.auditActions.rosterUpdate'),
    'roles.mapping': t('staff.auditActions.rolesMapping'),
    'roles.resync_all': t('staff.auditActions.rolesResyncAll'),
    'department.create': t('departments.auditActions.departmentCreate'),
    'department.update': t('departments.auditActions.departmentUpdate'),
    'department.webhook': t('departments.auditActions.departmentWebhook'),
    'department.reorder': t('departments.auditActions.departmentReorder'),
    'department.archive': t('departments.auditActions.departmentArchive'),
    'department.restore': t('departments.auditActions.departmentRestore'),
    'division.create': t('departments.auditActions.divisionCreate'),
    'division.update': t('departments.auditActions.divisionUpdate'),
    'division.reorder': t('departments.auditActions.divisionReorder'),
    'division.archive': t('departments.auditActions.divisionArchive'),
    'rank.create': t('departments.auditActions.rankCreate'),
    'rank.update': t('departments.auditActions.rankUpdate'),
    'rank.reorder': t('departments.auditActions.rankReorder'),
    'rank.archive': t('departments.auditActions.rankArchive'),
    'webhook.create': t('webhooks.auditActions.create'),
    'webhook.update': t('webhooks.auditActions.update'),
    'webhook.rotate': t('webhooks.auditActions.rotate'),
    'webhook.delete': t('webhooks.auditActions.delete'),
    'webhook.test': t('webhooks.auditActions.test'),
    'webhook.replay': t('webhooks.auditActions.replay'),
    'jail.book': t('jail.auditActions.jailBook'),
    'jail.release': t('jail.auditActions.jailRelease'),
    'warrant.approve': t('jail.auditActions.warrantApprove'),
    'warrant.deny': t('jail.auditActions.warrantDeny'),
    'community.justice': t('jail.auditActions.communityJustice'),
    'community.call_age': t('staff.auditActions.communityCallAge'),
    'court.contest': t('court.auditActions.contest'),
    'court.hearing': t('court.auditActions.hearing'),
    'court.entry': t('court.auditActions.entry'),
    'court.ruling': t('court.auditActions.ruling'),
    'court.settings': t('court.auditActions.settings'),
    'values.change': t('values.auditActions.change'),
    'api_key.create': t('apiKeys.auditActions.create'),
    'api_key.revoke': t('apiKeys.auditActions.revoke'),
    'treasury.mint': t('economy.auditActions.treasuryMint'),
    'treasury.burn': t('economy.auditActions.treasuryBurn'),
    'treasury.adjust': t('economy.auditActions.treasuryAdjust'),
    'shop_item.create': t('economy.auditActions.shopItemCreate'),
    'shop_item.update': t('economy.auditActions.shopItemUpdate'),
    'signal100.set': t('signal100.auditActions.set'),
    'signal100.lift': t('signal100.auditActions.lift'),
    'tone.send': t('tones.auditActions.send'),
  };
}

/** One entry's action in the reader's language; an action this page does not know shows as sent. */
export function auditActionLabel(t: TFunction, action: string, sent: string): string {
  const labels: Partial<Record<string, string>> = auditActionLabels(t);
  return labels[action] ?? sent;
}

/** What an entry is about, in the reader's language (the filter and the log's rows). */
export function auditTargetTypeLabels(t: TFunction): Record<AuditTargetType, string> {
  return {
    record: t('staff.audit.targetTypes.record'),
    pso_report: t('staff.audit.targetTypes.psoReport'),
    incident_report: t('staff.audit.targetTypes.incidentReport'),
    patient_care_report: t('staff.audit.targetTypes.patientCareReport'),
    fire_incident_report: t('staff.audit.targetTypes.fireIncidentReport'),
    warrant: t('staff.audit.targetTypes.warrant'),
    penal_code: t('staff.audit.targetTypes.penalCode'),
    bank_request: t('staff.audit.targetTypes.bankRequest'),
    civilian: t('staff.audit.targetTypes.civilian'),
    call: t('staff.audit.targetTypes.call'),
    member: t('staff.audit.targetTypes.member'),
    delivery: t('staff.audit.targetTypes.delivery'),
    audit_log: t('staff.audit.targetTypes.auditLog'),
    community: t('staff.audit.targetTypes.community'),
    officer: t('staff.audit.targetTypes.officer'),
    role_mapping: t('staff.audit.targetTypes.roleMapping'),
    department: t('departments.targetTypes.department'),
    division: t('departments.targetTypes.division'),
    rank: t('departments.targetTypes.rank'),
    webhook: t('webhooks.targetTypes.webhook'),
    jail_booking: t('jail.targetTypes.jailBooking'),
    court_case: t('court.targetType'),
    unit_status: t('values.targetTypes.unitStatus'),
    call_type: t('values.targetTypes.callType'),
    license_type: t('values.targetTypes.licenseType'),
    list_value: t('values.targetTypes.listValue'),
    community_values: t('values.targetTypes.communityValues'),
    api_key: t('apiKeys.targetTypes.apiKey'),
    treasury: t('economy.targetTypes.treasury'),
    shop_item: t('economy.targetTypes.shopItem'),
    signal_100: t('signal100.auditTargetType'),
    tone: t('tones.auditTargetType'),
  };
}

/** One entry's target type in the reader's language; one this page does not know shows as sent. */
export function auditTargetTypeLabel(t: TFunction, type: string): string {
  const labels: Partial<Record<string, string>> = auditTargetTypeLabels(t);
  return labels[type] ?? type;
}
