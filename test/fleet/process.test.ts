import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sandbox } from '../../src/sandbox/server.ts';
import { type BotApiServer, startBotApiServer } from '../support/bot-api-server.ts';
import { startTestSandbox } from '../support/partner-harness.ts';

// `npm start` with RESTAURANTS_FILE as a real process: two bots on the repo's Bot API emulator
// (one per token, behind a router on one TELEGRAM_API_ROOT), webhooks delivered by it to the
// fleet's one HTTP port, the file changed and SIGHUP sent.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TOKENS = {
  lipite: '700000301:AAbbCCddEEffGGhhIIjjKKlipite',
  morski: '700000302:AAbbCCddEEffGGhhIIjjKKmorski',
};
let sandbox: Sandbox;
let dir: string;
let port: number;
let router: Server;
const bots = new Map<string, BotApiServer>();
let child: ChildProcess;
let stderr = '';
let exited: Promise<number | null>;

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    }),
  );
}

/** Routes /bot<token>/… to that token's emulator: one TELEGRAM_API_ROOT for every bot. */
function startRouter(): Promise<string> {
  router = createServer((req, res) => {
    const token = /^\/bot([^/]+)\//.exec(req.url ?? '')?.[1];
    const target = [...bots.values()].find((bot) => TOKEN_OF.get(bot) === token);
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
const TOKEN_OF = new Map<BotApiServer, string>();

function entry(id: 'lipite' | 'morski', partner: string) {
  const account = sandbox.partners[partner];
  if (!account) throw new Error(`no partner ${partner}`);
  return {
    id,
    botToken: { env: `TOKEN_${id.toUpperCase()}` },
    partner: {
      baseUrl: sandbox.baseUrl,
      apiKey: account.credentials.key,
      apiPassword: account.credentials.password,
      caFile: sandbox.caFile,
    },
  };
}

const writeRestaurants = (content: unknown) =>
  writeFileSync(join(dir, 'restaurants.json'), JSON.stringify(content));

/** Waits for `check`, polling every 20 ms for up to ~15 s of real time. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 750; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}; stderr: ${stderr}`);
}

function bot(id: string): BotApiServer {
  const found = bots.get(id);
  if (!found) throw new Error(`no emulator for ${id}`);
  return found;
}

const answered = (id: string, chat: number) =>
  bot(id)
    .chats.messages(chat)
    .some((m) => m.from === 'bot');

beforeAll(async () => {
  ({ sandbox } = await startTestSandbox());
  dir = mkdtempSync(join(tmpdir(), 'fleet-process-'));
  port = await freePort();
  for (const [id, token] of Object.entries(TOKENS)) {
    const emulator = await startBotApiServer({
      token,
      webhookTarget: (url) => url.replace('https://bot.example.test', `http://127.0.0.1:${port}`),
    });
    bots.set(id, emulator);
    TOKEN_OF.set(emulator, token);
  }
  const apiRoot = await startRouter();
  writeRestaurants({ restaurants: [entry('lipite', 'demo')] });
  child = spawn(process.execPath, [join(ROOT, 'src', 'main.ts')], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      RESTAURANTS_FILE: join(dir, 'restaurants.json'),
      TOKEN_LIPITE: TOKENS.lipite,
      TOKEN_MORSKI: TOKENS.morski,
      BOT_MODE: 'webhook',
      WEBHOOK_URL: 'https://bot.example.test/telegram',
      WEBHOOK_SECRET: 'process-test-secret',
      HTTP_PORT: String(port),
      TELEGRAM_API_ROOT: apiRoot,
      STORE_URL: `sqlite://${join(dir, 'bot.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
  await Promise.all([...bots.values()].map((b) => b.close()));
  await new Promise<void>((resolve) => router.close(() => resolve()));
  await sandbox.close();
});

it('serves the file’s restaurant, adds one on SIGHUP, refuses a broken file and removes one', async () => {
  await until(() => bot('lipite').webhook() !== null, "lipite's webhook");
  expect(bot('lipite').webhook()?.url).toBe('https://bot.example.test/telegram/lipite');
  bot('lipite').sendText(91, '/start');
  await until(() => answered('lipite', 91), "lipite's answer");

  writeRestaurants({ restaurants: [entry('lipite', 'demo'), entry('morski', 'other')] });
  child.kill('SIGHUP');
  await until(() => bot('morski').webhook() !== null, "morski's webhook after SIGHUP");
  bot('morski').sendText(92, '/start');
  await until(() => answered('morski', 92), "morski's answer");
  expect(bot('lipite').chats.messages(92)).toHaveLength(0);

  writeRestaurants({ restaurants: [{ ...entry('lipite', 'demo'), botToken: 'nope' }] });
  child.kill('SIGHUP');
  await until(() => stderr.includes('restaurants file'), 'the refusal');
  expect(stderr.trim().split('\n').at(-1)).toBe(
    `restaurants file ${join(dir, 'restaurants.json')}: restaurant "lipite": botToken: not a bot token (digits:letters)`,
  );
  // The running fleet goes on.
  const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as {
    restaurants: number;
  };
  expect(health.restaurants).toBe(2);

  writeRestaurants({ restaurants: [entry('morski', 'other')] });
  child.kill('SIGHUP');
  await until(() => bot('lipite').webhook() === null, "lipite's webhook deleted");
  expect(bot('morski').webhook()).not.toBeNull();

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
}, 60_000);
