export { ToneBoard } from './tone-board';
export { useToneReceiver } from './tone-toast';
