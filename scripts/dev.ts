/** `npm run dev`: the emulators, the API server, and Vite with HMR proxying the API to it. */
import { loadConfig } from '../server/src/config.ts';
import { BIN, ProcessGroup, waitForUrl } from './processes.ts';

const config = loadConfig();
const group = new ProcessGroup();
if (config.needsEmulators) {
  group.start('emulators', BIN('tsx'), ['watch', 'server/emulators/main.ts']);
  await waitForUrl(`${config.emulatorUrl}/healthz`);
}
group.start('server', BIN('tsx'), ['watch', 'server/src/main.ts']);
await waitForUrl(`http://localhost:${config.port}/healthz`);
group.start('vite', BIN('vite'), ['--strictPort']);
