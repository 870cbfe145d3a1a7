export { createApp, type App } from './app';
export type { AppDeps } from './context';
