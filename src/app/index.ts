export { App } from './entrypoint/App';
