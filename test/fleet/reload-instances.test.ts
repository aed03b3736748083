import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { redisBinary } from '../coordination/coordination-harness.ts';
import { startRedis, type TestServer } from '../store/store-servers.ts';
import { type BotApiServer, startBotApiServer } from '../support/bot-api-server.ts';
import { startTestSandbox } from '../support/partner-harness.ts';
import { freePort } from '../support/reliability-world.ts';

// Three `npm start` processes with RESTAURANTS_FILE (each its own file) on one real
// redis-server: a reload asked of one (POST /admin/reload, SIGHUP) reaches the others, each
// re-reading its own file; a broken file is refused on its instance only, with its one line.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ADMIN_TOKEN = 'admin-token-reload-0123456789';
const TOKENS = {
  lipite: '700000401:AAbbCCddEEffGGhhIIjjKKlipite',
  morski: '700000402:AAbbCCddEEffGGhhIIjjKKmorski',
};
type Id = keyof typeof TOKENS;
const NAMES = ['a', 'b', 'c'] as const;
type Name = (typeof NAMES)[number];

let sandbox: Sandbox;
let redis: TestServer;
let dir: string;
let router: Server;
const bots = new Map<string, BotApiServer>();

interface Instance {
  child: ChildProcess;
  port: number;
  stderr: string;
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
}
const instances = new Map<Name, Instance>();

function instance(name: Name): Instance {
  const found = instances.get(name);
  if (!found) throw new Error(`no instance ${name}`);
  return found;
}

/** Routes /bot<token>/… to that token's emulator: one TELEGRAM_API_ROOT for both bots. */
function startRouter(): Promise<string> {
  router = createServer((req, res) => {
    const token = /^\/bot([^/]+)\//.exec(req.url ?? '')?.[1];
    const id = (Object.keys(TOKENS) as Id[]).find((key) => TOKENS[key] === token);
    const target = id === undefined ? undefined : bots.get(id);
    if (!target) return void res.writeHead(401).end('{"ok":false,"error_code":401}');
    const upstream = new URL(req.url ?? '/', target.url);
    const forward = request(upstream, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    router.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(router.address() as AddressInfo).port}`),
    ),
  );
}

function entry(id: Id, partner: string, botToken: unknown = { env: `TOKEN_${id.toUpperCase()}` }) {
  const account = sandbox.partners[partner];
  if (!account) throw new Error(`no partner ${partner}`);
  return {
    id,
    botToken,
    partner: {
      baseUrl: sandbox.baseUrl,
      apiKey: account.credentials.key,
      apiPassword: account.credentials.password,
      caFile: sandbox.caFile,
    },
  };
}

const fileOf = (name: Name) => join(dir, `restaurants-${name}.json`);
const write = (name: Name, restaurants: unknown[]) =>
  writeFileSync(fileOf(name), JSON.stringify({ restaurants }));
const LIPITE = () => entry('lipite', 'demo');
const MORSKI = () => entry('morski', 'other');

/** Waits for `check`, polling every 50 ms for up to ~60 s of real time. */
async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 1_200; i += 1) {
    const held = await Promise.resolve()
      .then(check)
      .catch(() => false);
    if (held) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const tails = NAMES.map((n) => `${n}: ${instances.get(n)?.stderr ?? ''}`).join('\n');
  throw new Error(`timed out waiting for ${what}; stderr:\n${tails}`);
}

/** The restaurants instance `name` runs, by its /readyz. */
async function running(name: Name): Promise<string[]> {
  const answer = await fetch(`http://127.0.0.1:${instance(name).port}/readyz`);
  const body = (await answer.json()) as { restaurants: Record<string, unknown> };
  return Object.keys(body.restaurants).sort();
}

/** Instance `name`'s id among the instances (what `told` lists), by its /readyz/lipite. */
async function instanceId(name: Name): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${instance(name).port}/readyz/lipite`);
  const body = (await answer.json()) as { instance?: { instanceId: string } };
  if (!body.instance) throw new Error(`instance ${name} does not coordinate`);
  return body.instance.instanceId;
}

const reloadAt = (name: Name) =>
  fetch(`http://127.0.0.1:${instance(name).port}/admin/reload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });

const logged = (name: Name, msg: string) => instance(name).logs.filter((line) => line.msg === msg);

async function start(name: Name, apiRoot: string, storeUrl: string): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(ROOT, 'src', 'main.ts')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      RESTAURANTS_FILE: fileOf(name),
      TOKEN_LIPITE: TOKENS.lipite,
      TOKEN_MORSKI: TOKENS.morski,
      BOT_MODE: 'webhook',
      WEBHOOK_URL: 'https://bot.example.test/telegram',
      WEBHOOK_SECRET: 'reload-instances-secret',
      HTTP_PORT: String(port),
      ADMIN_TOKEN,
      TELEGRAM_API_ROOT: apiRoot,
      STORE_URL: storeUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state: Instance = {
    child,
    port,
    stderr: '',
    logs: [],
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
  let partial = '';
  child.stdout?.on('data', (chunk) => {
    const lines = (partial + String(chunk)).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines)
      if (line.startsWith('{')) state.logs.push(JSON.parse(line) as Record<string, unknown>);
  });
  child.stderr?.on('data', (chunk) => {
    state.stderr += String(chunk);
  });
  instances.set(name, state);
  await until(async () => (await running(name)).includes('lipite'), `instance ${name} up`);
}

beforeAll(async () => {
  if (redisBinary === undefined) return;
  ({ sandbox } = await startTestSandbox());
  redis = await startRedis(redisBinary);
  const storeUrl = await redis.freshUrl();
  dir = mkdtempSync(join(tmpdir(), 'fleet-reload-instances-'));
  for (const [id, token] of Object.entries(TOKENS))
    bots.set(id, await startBotApiServer({ token, webhookTarget: (url) => url }));
  const apiRoot = await startRouter();
  for (const name of NAMES) write(name, [LIPITE()]);
  for (const name of NAMES) await start(name, apiRoot, storeUrl);
}, 180_000);

afterAll(async () => {
  for (const { child, exited } of instances.values()) {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
  await Promise.all([...bots.values()].map((b) => b.close()));
  await new Promise<void>((resolve) => (router ? router.close(() => resolve()) : resolve()));
  await sandbox?.close();
  await redis?.stop();
}, 60_000);

it.skipIf(redisBinary === undefined)(
  'a reload asked of one instance reaches every instance, each applying its own file',
  async () => {
    const ids = {
      a: await instanceId('a'),
      b: await instanceId('b'),
      c: await instanceId('c'),
    };
    expect(new Set(Object.values(ids)).size).toBe(3);

    // morski added to every file; one POST to A: A applies it and tells B and C, who apply it.
    for (const name of NAMES) write(name, [LIPITE(), MORSKI()]);
    const answer = await reloadAt('a');
    expect(answer.status).toBe(200);
    const outcome = (await answer.json()) as { added: string[]; told: string[] };
    expect(outcome.added).toEqual(['morski']);
    expect(outcome.told.sort()).toEqual([ids.b, ids.c].sort());
    expect(await running('a')).toEqual(['lipite', 'morski']);
    for (const name of ['b', 'c'] as const)
      await until(async () => (await running(name)).includes('morski'), `${name} adds morski`);
    expect(logged('b', 'reload asked by another instance')[0]?.from).toBe(ids.a);
    expect(logged('c', 'restaurants file applied').at(-1)?.added).toEqual(['morski']);

    // SIGHUP to B with morski gone from A's and B's files, and C's file broken: A and B remove
    // morski; C refuses its file with the one line (stderr and its log) and runs on unchanged.
    write('a', [LIPITE()]);
    write('b', [LIPITE()]);
    write('c', [entry('lipite', 'demo', 'nope'), MORSKI()]);
    const line = `restaurants file ${fileOf('c')}: restaurant "lipite": botToken: not a bot token (digits:letters)`;
    instance('b').child.kill('SIGHUP');
    await until(async () => !(await running('b')).includes('morski'), 'b removes morski');
    await until(async () => !(await running('a')).includes('morski'), 'a removes morski');
    await until(() => instance('c').stderr.includes('restaurants file'), "c's refusal");
    expect(instance('c').stderr.trim().split('\n').at(-1)).toBe(line);
    // The log line comes on the child's stdout, which may arrive after its stderr.
    await until(
      () => logged('c', 'restaurants file refused; the fleet goes on').length > 0,
      "c's refusal logged",
    );
    expect(logged('c', 'restaurants file refused; the fleet goes on').at(-1)?.reason).toBe(line);
    expect(await running('c')).toEqual(['lipite', 'morski']);
    expect(logged('b', 'reload sent to the other instances').at(-1)?.told).toEqual(
      expect.arrayContaining([ids.a, ids.c]),
    );

    // POST to C, whose file is broken: 400 with its line, and A and B were told all the same
    // (their files unchanged: nothing changes there).
    const refused = await reloadAt('c');
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string; told: string[] };
    expect(body.error).toBe(line);
    expect(body.told.sort()).toEqual([ids.a, ids.b].sort());
    await until(
      () => logged('a', 'reload asked by another instance').length === 2,
      'a hears the second notice',
    );
    expect(await running('a')).toEqual(['lipite']);
    expect(await running('c')).toEqual(['lipite', 'morski']);
  },
  180_000,
);
