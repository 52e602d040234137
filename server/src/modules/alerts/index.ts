/** The public API of this module: what other modules may use (they import nothing else from it). */
export { type AlertSettings, DEFAULT_ALERT_SETTINGS } from './config.ts';
export { alertSettingsOf } from './queries.ts';
export { mayBeAlertedOn, sendSyncAlerts, type SyncedItem } from './send.ts';
