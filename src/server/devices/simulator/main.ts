import { parseArgs } from 'node:util';
import { demoInventories, demoInventory } from '../inventory';
import { createSimServer } from './sim-server';
import { SimState } from './sim-state';
import { EXIT_PORT_IN_USE } from './sim-exit';

/**
 * The device simulator (npm run devices:sim): simulated SIM-bank servers for development and tests,
 * NOT hardware. Each server answers under http://host:port/srv/<no>. Options (or environment):
 *   --port (DEVICES_SIM_PORT, default 4810; 0 picks a free one)
 *   --fail-rate (DEVICES_SIM_FAIL_RATE, default 0): share of device changes that fail
 *   --latency (DEVICES_SIM_LATENCY_MS, default 40-160): answer delay range in ms
 *   --scale (default 1): size of the three demo servers, as the demo seed records them
 *   --banks / --ports: instead, one server of that many banks and ports per bank
 *   --state (DEVICES_SIM_STATE): a file keeping the devices' state across restarts
 *   --user / --password (DEVICES_SIM_USER / DEVICES_SIM_PASSWORD): credentials it requires
 * POST /control/fail-rate {"rate": 0.2} changes the failure rate while it runs.
 * A port already in use ends it with exit code 3 (`npm start` then looks for another). Started by
 * `npm start` (with an IPC channel), it ends when the server that started it goes away.
 */
process.title = 'switchboard-devices-simulator';
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DEVICES_SIM_PORT ?? '4810' },
    host: { type: 'string', default: '127.0.0.1' },
    'fail-rate': { type: 'string', default: process.env.DEVICES_SIM_FAIL_RATE ?? '0' },
    latency: { type: 'string', default: process.env.DEVICES_SIM_LATENCY_MS ?? '40-160' },
    scale: { type: 'string', default: '1' },
    banks: { type: 'string' },
    ports: { type: 'string' },
    state: { type: 'string', default: process.env.DEVICES_SIM_STATE ?? '' },
    user: { type: 'string', default: process.env.DEVICES_SIM_USER ?? '' },
    password: { type: 'string', default: process.env.DEVICES_SIM_PASSWORD ?? '' },
  },
});

const failRate = Number(values['fail-rate']);
const [low, high] = values.latency.split('-').map(Number);
if (!(failRate >= 0 && failRate <= 1) || !Number.isFinite(low)) {
  process.stderr.write('devices:sim: --fail-rate is 0–1 and --latency is min-max milliseconds\n');
  process.exit(2);
}
const inventories =
  values.banks !== undefined
    ? [demoInventory(1, 'VOD-SIM-01', Number(values.banks), Number(values.ports ?? '64'))]
    : demoInventories(Number(values.scale));
const state = new SimState(inventories, values.state || null);
const server = createSimServer(state, {
  failRate,
  latencyMs: [low ?? 40, high ?? low ?? 160],
  username: values.user,
  password: values.password,
  random: Math.random,
});
server.once('error', (error: NodeJS.ErrnoException) => {
  process.stderr.write(`devices simulator: cannot listen on ${values.host}:${values.port}: ${error.code ?? error.message}\n`);
  process.exit(error.code === 'EADDRINUSE' ? EXIT_PORT_IN_USE : 1);
});
server.listen(Number(values.port), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : Number(values.port);
  // The first line is read by `npm start` and the tests to learn the address.
  process.stdout.write(
    `devices simulator (SIMULATED devices, not hardware) listening on http://${values.host}:${port} ` +
      `servers=${state.servers.size} failRate=${failRate} latency=${low}-${high ?? low}ms\n`,
  );
});
const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 1_000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The parent's IPC channel closes when it stops or dies: a simulator started by `npm start` ends with it.
if (process.send) process.on('disconnect', stop);
