/** Fire and rescue: profiles, patients and the patient care and fire incident reports. */
export * from './constants';
export * from './patients';
export * from './profiles';
export * from './reports';
