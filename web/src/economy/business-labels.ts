import type { TFunction } from 'i18next';

// Each label written out, so the catalogue check can see every key the screens use.

export function businessStatusLabel(t: TFunction, status: 'pending' | 'active' | 'rejected') {
  return {
    pending: t('business.status.pending'),
    active: t('business.status.active'),
    rejected: t('business.status.rejected'),
  }[status];
}

export function employeeStatusLabel(
  t: TFunction,
  status: 'invited' | 'active' | 'declined' | 'left' | 'removed',
) {
  return {
    invited: t('business.employees.status.invited'),
    active: t('business.employees.status.active'),
    declined: t('business.employees.status.declined'),
    left: t('business.employees.status.left'),
    removed: t('business.employees.status.removed'),
  }[status];
}

export function triggerLabel(t: TFunction, trigger: 'manual' | 'scheduled') {
  return trigger === 'manual'
    ? t('business.payroll.trigger.manual')
    : t('business.payroll.trigger.scheduled');
}

export function runLabel(
  t: TFunction,
  run: { status: 'paid' | 'failed'; total: string; count: number; balance: string },
) {
  const values = { total: run.total, count: run.count, balance: run.balance };
  return run.status === 'paid'
    ? t('business.payroll.status.paid', values)
    : t('business.payroll.status.failed', values);
}

export function answerLabel(
  t: TFunction,
  action: 'accept' | 'decline' | 'leave',
  business: string,
) {
  if (action === 'accept') return t('business.list.accept');
  if (action === 'decline') return t('business.list.decline');
  return t('business.list.leave', { business });
}
