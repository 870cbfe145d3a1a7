/** Community staff: members, suspensions and the audit log. */
export * from './audit-log';
export * from './audited-reads';
export * from './community-settings';
export * from './constants';
export * from './members';
export * from './suspensions';
export * from './role-mapping';
