export { SoundMenu } from './sound-menu';
export { useDispatcherAlerts, useOfficerAlerts } from './use-alert-streams';
export { useAlertPlayer, useRepeatingAlert } from './use-alert-player';
export { VisualAlerts } from './visual-alerts';
