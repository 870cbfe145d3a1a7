export { Signal100Banner } from './signal-100-banner';
export { Signal100Panel } from './signal-100-panel';
export {
  useConsoleSignalHandlers,
  useUnitSignalHandlers,
  type SignalStream,
} from './signal-100-events';
