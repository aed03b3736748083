import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, connect, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pause } from '../support/reliability-random.ts';

/*
 * The Redis side of the fleet-Redis benchmark (fleet-redis.ts): a throw-away redis-server, one
 * command at a time, INFO read into command counts and CPU, MONITOR grouped by key pattern.
 */

export function freePort(): Promise<number> {
  const probe = createNetServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

/** A redis-server without persistence on a free port (its own temp directory). */
export class RedisServer {
  readonly port: number;
  readonly child: ChildProcess;
  readonly dir = mkdtempSync(join(tmpdir(), 'bench-fleet-redis-'));
  constructor(binary: string, port: number) {
    this.port = port;
    this.child = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
        // DEBUG POPULATE fills the keyspace for the SCAN window.
        .concat(['--enable-debug-command', 'local']),
      { cwd: this.dir, stdio: 'ignore' },
    );
  }
  get url() {
    return `redis://127.0.0.1:${this.port}/0`;
  }
  async ready(): Promise<void> {
    for (let i = 0; i < 200; i += 1) {
      try {
        if ((await command(this.port, ['PING'])).includes('PONG')) return;
      } catch {}
      await pause(50);
    }
    throw new Error('redis-server did not start');
  }
  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** One command on a fresh connection (counted by Redis: `info`, `ping`, `dbsize` are left out). */
export function command(port: number, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    const bulk = args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('');
    socket.on('connect', () => socket.write(`*${args.length}\r\n${bulk}`));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
      const bulkHead = /^\$(\d+)\r\n/.exec(data);
      const complete = bulkHead
        ? Buffer.byteLength(data) >= bulkHead[0].length + Number(bulkHead[1]) + 2
        : data.endsWith('\r\n');
      if (complete) {
        socket.end();
        resolve(data);
      }
    });
    socket.on('error', reject);
  });
}

export interface Info {
  at: number;
  /** Calls by command (cmdstat_<name>), without this script's INFO/DBSIZE/PING/CONFIG. */
  calls: Map<string, number>;
  /** Microseconds of Redis CPU by command (cmdstat_<name>:usec). */
  usec: Map<string, number>;
  fields: Map<string, string>;
  keys: number;
  /** Bytes of this INFO's answer (counted in total_net_output_bytes). */
  size: number;
}

const OURS = new Set([
  'info',
  'ping',
  'dbsize',
  'monitor',
  'keys',
  'memory|usage',
  'debug',
  'script|load',
]);

export async function info(port: number): Promise<Info> {
  const text = await command(port, ['INFO', 'everything']);
  const calls = new Map<string, number>();
  const usec = new Map<string, number>();
  const fields = new Map<string, string>();
  for (const line of text.split('\r\n')) {
    const cmd = /^cmdstat_([^:]+):calls=(\d+),usec=(\d+)/.exec(line);
    if (cmd) {
      if (!OURS.has(cmd[1] as string)) {
        calls.set(cmd[1] as string, Number(cmd[2]));
        usec.set(cmd[1] as string, Number(cmd[3]));
      }
      continue;
    }
    const field = /^([a-z_0-9]+):(.*)$/.exec(line);
    if (field) fields.set(field[1] as string, field[2] as string);
  }
  const keys = Number(/keys=(\d+)/.exec(fields.get('db0') ?? '')?.[1] ?? 0);
  return { at: Date.now(), calls, usec, fields, keys, size: Buffer.byteLength(text) };
}

export const num = (i: Info, field: string) => Number(i.fields.get(field) ?? 0);
export const total = (i: Info) => [...i.calls.values()].reduce((a, b) => a + b, 0);

export interface Delta {
  seconds: number;
  commands: number;
  byCommand: [string, number][];
  inBytes: number;
  outBytes: number;
  /** Redis CPU (used_cpu_user + used_cpu_sys, the whole server), seconds. */
  cpu: number;
  /** Microseconds inside commands, by command. */
  usec: Map<string, number>;
}

export const cpuOf = (i: Info) => num(i, 'used_cpu_user') + num(i, 'used_cpu_sys');

export function delta(a: Info, b: Info): Delta {
  const byCommand = [...b.calls.entries()]
    .map(([name, calls]) => [name, calls - (a.calls.get(name) ?? 0)] as [string, number])
    .filter(([, n]) => n > 0)
    .sort((x, y) => y[1] - x[1]);
  return {
    seconds: (b.at - a.at) / 1000,
    commands: total(b) - total(a),
    byCommand,
    // The INFO asked at `a` is counted in b's input (its request) and output (its answer).
    inBytes: num(b, 'total_net_input_bytes') - num(a, 'total_net_input_bytes') - 30,
    outBytes: num(b, 'total_net_output_bytes') - num(a, 'total_net_output_bytes') - a.size,
    cpu: cpuOf(b) - cpuOf(a),
    usec: new Map([...b.usec].map(([name, us]) => [name, us - (a.usec.get(name) ?? 0)])),
  };
}

/** MONITOR for `seconds`: commands grouped by name and key pattern (ids folded). */
export async function monitor(port: number, seconds: number): Promise<Map<string, number>> {
  const groups = new Map<string, number>();
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  let rest = '';
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.write('*1\r\n$7\r\nMONITOR\r\n');
  socket.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\r\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const parsed = /^\+\d+\.\d+ \[\d+ ([^\]]+)\] (.*)$/.exec(line);
      if (!parsed) continue;
      const inScript = parsed[1] === 'lua';
      const args = [...(parsed[2] as string).matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]);
      const name = (args[0] ?? '').toLowerCase();
      if (name === 'info' || name === 'monitor') continue;
      // The key: EVAL/EVALSHA's first key, else the first argument.
      // SCAN: the namespace it lists (its MATCH), the cursor folded (0 starts a walk).
      const match = args.findIndex((a) => a?.toLowerCase() === 'match');
      const key =
        name === 'scan'
          ? `${args[1] === '0' ? 'start' : 'next'} match ${args[match + 1] ?? '*'}`
          : name === 'evalsha' || name === 'eval'
            ? Number(args[2]) > 0
              ? (args[3] ?? '')
              : '(no key)'
            : (args[1] ?? '');
      const pattern = key
        .replace(/\b(r\d+)\b/g, '<id>')
        .replace(/[0-9a-f]{8}-[0-9a-f-]{27,}/gi, '<uuid>')
        .replace(/[0-9a-f]{16,}/gi, '<hex>')
        .replace(/\d{5,}/g, '<n>');
      const group = `${inScript ? '(in script) ' : ''}${name} ${pattern}`;
      groups.set(group, (groups.get(group) ?? 0) + 1);
    }
  });
  await pause(seconds * 1_000);
  socket.destroy();
  return groups;
}
