// The civilians feature's public entry: what other features and the app shell may use.
export { CIVILIANS } from './api/keys';
export {
  civiliansPage,
  useAllCivilians,
  useHasCivilians,
  type Civilian,
} from './api/get-civilians';
export { RegisterCivilianModal } from './civilian-form';
export { useLiveLicenseTypes, type LicenseTypeValue } from './api/community-lists';
export { DELAYS, useLater } from './use-later';
