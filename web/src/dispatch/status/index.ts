export { StatusChip } from './status-chip';
export { useStatusColours, type StatusColours } from './status-colours';
