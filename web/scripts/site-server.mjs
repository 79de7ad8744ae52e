// A server of the built site for the measuring scripts: `promptplay run --fresh` on free ports,
// with a SQLite database of its own under var/ and the demo data, stopped with the script.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${base}/api/health within ${seconds} s`);
}

/**
 * Starts the site; `name` names its database (var/<name>.db). `gamePort` places the demo game
 * upstream (a free port otherwise) and `env` adds to the server's environment.
 */
export async function startSite(name, { gamePort: chosenGamePort, env: extraEnv = {} } = {}) {
  const [port, payPort] = [await freePort(), await freePort()];
  const gamePort = chosenGamePort ?? (await freePort());
  const base = `http://localhost:${port}`;
  // One process, events in memory: a developer's REDIS_URL would mix this run with others.
  const env = { ...process.env };
  delete env.REDIS_URL;
  const child = spawn(`${ROOT}.venv/bin/promptplay`, ['run', '--fresh'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      DATABASE_URL: `sqlite+aiosqlite:///var/${name}.db`,
      CAPTCHA: 'off',
      PAY_UPSTREAM_PORT: String(payPort),
      TRUEMONEY_URL: `http://127.0.0.1:${payPort}`,
      VN_GATEWAY_URL: `http://127.0.0.1:${payPort}`,
      GAME_UPSTREAM_PORT: String(gamePort),
      GAME_UPSTREAM_URL: `http://127.0.0.1:${gamePort}`,
      GAME_CALLBACK_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server's log is shown only if it stops before it answers.
  let log = '';
  child.stderr.on('data', (chunk) => {
    log = (log + chunk).slice(-20_000);
  });
  const stop = () => {
    if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    await waitForHealth(base, child, 120);
  } catch (error) {
    stop();
    process.stderr.write(log);
    throw error;
  }
  child.stderr.resume();
  return { base, stop };
}

/** The demo agent's staff token (README: staff / staff1234 on the agent's own host). */
export async function staffToken(base) {
  const response = await fetch(`${base}/api/backoffice/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff', password: 'staff1234' }),
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`staff login failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

/** Publishes `layout` as the demo agent's layout, through the back office as staff would. */
export async function publishLayout(base, token, layout) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = await (await fetch(`${base}/api/backoffice/template`, { headers })).json();
  if (current.status !== 'success') throw new Error(`reading the template failed: ${JSON.stringify(current)}`);
  const templateSetting = { ...current.data.templateSetting, layout: { name: layout } };
  const saved = await (
    await fetch(`${base}/api/backoffice/template`, { method: 'PUT', headers, body: JSON.stringify({ templateSetting }) })
  ).json();
  if (saved.status !== 'success') throw new Error(`publishing layout ${layout} failed: ${JSON.stringify(saved)}`);
}

/**
 * Makes the pages of `target` (a browser context or a page) draw `layout` whatever the agent's
 * template says, in what the agent is read from: the page the server writes for the host
 * (its boot element) and getDomain's answer. Returns what undoes it.
 */
export async function drawLayout(target, layout) {
  const withLayout = (agent) => {
    if (agent?.templateSetting) agent.templateSetting.layout = { name: layout };
  };
  const answer = async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    withLayout(body.data);
    await route.fulfill({ response, json: body });
  };
  const page = async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const text = (await response.text()).replace(
      /(<script id="pp-boot" type="application\/json">)(.*?)(<\/script>)/s,
      (_, open, json, close) => {
        const boot = JSON.parse(json);
        withLayout(boot.agent);
        return open + JSON.stringify(boot).replace(/</g, '\\u003c') + close;
      },
    );
    await route.fulfill({ response, body: text });
  };
  await target.route('**/api/agent/getDomain', answer);
  await target.route('**/*', page);
  return async () => {
    await target.unroute('**/*', page);
    await target.unroute('**/api/agent/getDomain', answer);
  };
}
