/** Keys other tools call the public API with: created and revoked by staff, checked per request. */
export * from './keys';
export * from './gate';
