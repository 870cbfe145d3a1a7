/** Each member's browser sound alerts: volume and which kinds play (docs/alerts.md). */
export * from './settings';
