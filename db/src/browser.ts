/*
 * What the web app may import from the database package at run time: pure constants and
 * labels, no database, no Node. Everything else web needs from the server comes through the
 * typed API client; a type-only import of db is erased and may stay.
 */
export * from './staff/constants';
export * from './civilians/constants';
export * from './dispatch/constants';
export * from './safr/constants';
export * from './values/call-age-limits';
export { CALL_REQUIRED_FIELDS } from './values/call-types';
export * from './values/custom-fields';
export { PAGE_SIZE } from './infra/keyset-paging';
export { LICENSE_TYPES } from './auth/permissions';
export * from './auth/languages';
export * from './messages';
export { API_SCOPES, type ApiScope } from './schema/api-keys';
export { ALERT_KINDS, type AlertKind } from './schema/alerts';
export * from './forms/constants';
