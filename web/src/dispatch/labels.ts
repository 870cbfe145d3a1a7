import type { TFunction } from 'i18next';
import { statusLabel } from '@tenfour/db/browser';

/*
 * The product's fixed dispatch labels (unit statuses, services, subdivisions, call and BOLO
 * states) in the reader's language. The codes themselves ("10-8", "ASU") are what units say
 * on the radio and stay as they are; anything unknown shows as its code.
 */

/** A unit status's label: "In Service" for 10-8; fire/rescue's statuses are their own label. */
export function statusText(t: TFunction, code: string): string {
  switch (code) {
    case '10-8':
      return t('dispatch.status.inService');
    case '10-7':
    case 'Out of Service':
      return t('dispatch.status.outOfService');
    case '10-6':
      return t('dispatch.status.busy');
    case '10-11':
      return t('dispatch.status.trafficStop');
    case '10-41':
      return t('dispatch.status.beginningOfTour');
    case '10-42':
      return t('dispatch.status.endOfTour');
    case 'Signal 11':
      return t('dispatch.status.runningRadar');
    case 'Available':
      return t('dispatch.status.available');
    case 'En Route':
      return t('dispatch.status.enRoute');
    case 'On Scene':
      return t('dispatch.status.onScene');
    case 'Transporting':
      return t('dispatch.status.transporting');
    case 'At Hospital':
      return t('dispatch.status.atHospital');
    default:
      return code;
  }
}

/** What a call needs: police, fire, EMS. */
export function serviceText(t: TFunction, code: string): string {
  switch (code) {
    case 'police':
      return t('dispatch.service.police');
    case 'fire':
      return t('dispatch.service.fire');
    case 'ems':
      return t('dispatch.service.ems');
    default:
      return code;
  }
}

/** A police subdivision's full name. */
export function subdivisionText(t: TFunction, code: string): string {
  switch (code) {
    case 'None':
      return t('dispatch.subdivision.none');
    case 'ASU':
      return t('dispatch.subdivision.asu');
    case 'HSU':
      return t('dispatch.subdivision.hsu');
    case 'SWAT':
      return t('dispatch.subdivision.swat');
    case 'Detectives':
      return t('dispatch.subdivision.detectives');
    default:
      return code;
  }
}

/** A call's state: Active or Closed. */
export function callStatusText(t: TFunction, status: string): string {
  switch (status) {
    case 'Active':
      return t('dispatch.callStatus.active');
    case 'Closed':
      return t('dispatch.callStatus.closed');
    default:
      return status;
  }
}

/** A BOLO's state: Active or Cleared. */
export function boloStatusText(t: TFunction, status: string): string {
  switch (status) {
    case 'Active':
      return t('dispatch.boloStatus.active');
    case 'Cleared':
      return t('dispatch.boloStatus.cleared');
    default:
      return status;
  }
}

/** How far a caller's 911 call got. */
export function callerStatusText(t: TFunction, status: string): string {
  switch (status) {
    case 'received':
      return t('dispatch.callerStatus.received');
    case 'units assigned':
      return t('dispatch.callerStatus.unitsAssigned');
    case 'closed':
      return t('dispatch.callerStatus.closed');
    default:
      return status;
  }
}

/** The priorities a dispatcher gives a call, most urgent first. */
export function priorities(t: TFunction): { value: string; label: string }[] {
  return [
    { value: '1', label: t('dispatch.priority.urgent') },
    { value: '2', label: t('dispatch.priority.normal') },
    { value: '3', label: t('dispatch.priority.routine') },
  ];
}

/**
 * A unit status's label from the community's statuses (docs/values.md), the one source every
 * board reads: a seeded status keeps reading in the reader's language; one staff added or
 * relabelled reads as staff wrote it. A code the list does not know shows as its code.
 */
export function unitStatusLabel(
  t: TFunction,
  statuses:
    readonly { service: string; code: string; label: string; retired: boolean }[] | undefined,
  service: string,
  code: string,
): string {
  const own = statuses?.filter((s) => s.service === service && s.code === code);
  const status = own?.find((s) => !s.retired) ?? own?.[0];
  if (!status || status.label === statusLabel(code)) return statusText(t, code);
  return status.label;
}
