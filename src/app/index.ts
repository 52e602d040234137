export { App } from './entrypoint/App';
export { registerServiceWorker } from './entrypoint/service-worker';
