/**
 * Dispatch (CAD) and 911: what the app shell and other features use of it. Fire/rescue's
 * board is built from the same parts as the officers'.
 */
export { Call911Panel } from './emergency/call-911-panel';
export type { CallView } from './api/list-calls';
export { UnitLiveEvents } from './unit-live-events';
export {
  useDispatchBoard,
  type Board,
  type BoardEvent,
  type BoardSource,
} from './use-dispatch-board';
export { AttachToggle, CallClosedNotice, CallFacts, useCallAction } from './call-facts';
export { CadBoardHeader } from './cad-board-header';
export { CallsPanel, UnitsPanel } from './board-panels';
export { ClockHistoryModal } from './clock-history-modal';
export { Issues } from './form-errors';
export { RegistrationModal } from './registration-modal';
export { ServiceBadges } from './call-services';
export { alarm, useClock } from './cad-parts';
export { StatusChip } from './status';
export { useCommunityValues, useServiceStatuses } from './api/community-values';
