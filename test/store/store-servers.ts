import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, readdirSync, realpathSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';

/** A throwaway database server on 127.0.0.1 started by a test file, with a password. */
export interface TestServer {
  password: string;
  /** A URL of an empty store; stores opened from earlier URLs must be closed by then. */
  freshUrl(): Promise<string>;
  /** A URL of the same server with a wrong password. */
  wrongPasswordUrl(): string;
  /** The right password, but a loopback port nothing listens on. */
  unreachableUrl(): string;
  stop(): Promise<void>;
}

const PASSWORD = 'pw-s3cret-Zq9';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string, extraDirs: string[] = []): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), ...extraDirs];
  return dirs.map((dir) => join(dir, name)).find(executable);
}

/** redis-server's path, or undefined (then the Redis tests skip: apt-get install redis-server). */
export function findRedisServer(): string | undefined {
  return onPath('redis-server', ['/usr/bin', '/usr/sbin']);
}

/** The directory holding initdb, pg_ctl and postgres (Debian: /usr/lib/postgresql/N/bin). */
export function findPostgresBin(): string | undefined {
  let versions: string[] = [];
  try {
    versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  } catch {
    // No Debian layout: PATH only.
  }
  const initdb = onPath(
    'initdb',
    versions.map((v) => `/usr/lib/postgresql/${v}/bin`),
  );
  if (initdb === undefined) return undefined;
  const dir = dirname(realpathSync(initdb));
  return executable(join(dir, 'pg_ctl')) && executable(join(dir, 'postgres')) ? dir : undefined;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function waitForOutput(child: ChildProcess, text: string, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${seen}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(text)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}: ${seen}`));
    });
  });
}

/**
 * The environment for the database servers: without libfaketime. A test run under `faketime`
 * (.ci/run's late-hour run, issue 11) fakes the bot's clock; the servers are outside programs
 * whose timeouts must stay real (redis-server does not even start under it).
 */
function serverEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (name === 'LD_PRELOAD' || name.startsWith('FAKETIME')) delete env[name];
  }
  return env;
}

/**
 * Starts redis-server on a free loopback port with a password, AOF with appendfsync always (the
 * setting the README recommends), and 1000 databases so each `freshUrl` gets an empty one.
 */
export async function startRedis(binary: string): Promise<TestServer> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'redis-test-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--requirepass', PASSWORD];
  args.push('--databases', '1000', '--save', '', '--appendonly', 'yes');
  args.push('--appendfsync', 'always', '--dir', dir, '--daemonize', 'no');
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], env: serverEnv() });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitForOutput(child, 'Ready to accept connections', 'redis-server');
  let db = 0;
  return {
    password: PASSWORD,
    freshUrl: async () => `redis://:${PASSWORD}@127.0.0.1:${port}/${db++}`,
    wrongPasswordUrl: () => `redis://:wrong-${PASSWORD}-x@127.0.0.1:${port}/0`,
    unreachableUrl: () => `redis://:${PASSWORD}@127.0.0.1:1/0`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

// runuser lives in an sbin directory, which a CI environment's PATH may leave out.
const RUNUSER =
  ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser', '/bin/runuser'].find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }) ?? 'runuser';

/** Runs a Postgres binary; as root through runuser, since initdb and postgres refuse root. */
function runAs(user: string | undefined, command: string, args: string[]): void {
  const [file, argv] =
    user === undefined ? [command, args] : [RUNUSER, ['-u', user, '--', command, ...args]];
  execFileSync(file, argv, { stdio: 'pipe', env: serverEnv() });
}

function nonRootUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return 'postgres';
  } catch {
    return 'nobody';
  }
}

/** A test Postgres server that can also run SQL as the superuser. */
export interface PostgresServer extends TestServer {
  /** With CREATE DATABASE options (e.g. an ICU locale): a new database instead. */
  freshUrl(createOptions?: string): Promise<string>;
  /** Runs `sql` on `database` as the superuser. */
  exec(database: string, sql: string): Promise<void>;
}

/**
 * Initialises and starts a Postgres cluster in a temporary directory, listening on a free
 * loopback port with scram-sha-256 password login for the superuser `bot`.
 */
export async function startPostgres(bin: string): Promise<PostgresServer> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'pg-test-'));
  const data = join(dir, 'data');
  const user = nonRootUser();
  await writeFile(join(dir, 'pw'), PASSWORD);
  if (user !== undefined) {
    const uid = Number(execFileSync('id', ['-u', user]).toString());
    const gid = Number(execFileSync('id', ['-g', user]).toString());
    await chown(dir, uid, gid);
    await chown(join(dir, 'pw'), uid, gid);
  }
  await chmod(dir, 0o700);
  // Password login (scram) for every connection, so the tests see the password in real URLs;
  // --no-sync only skips initdb's own final fsync, the server keeps fsync and synchronous_commit.
  const init = ['-D', data, '-U', 'bot', `--pwfile=${join(dir, 'pw')}`, '--auth=scram-sha-256'];
  runAs(user, join(bin, 'initdb'), [...init, '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  runAs(user, join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  const base = `postgres://bot:${PASSWORD}@127.0.0.1:${port}`;
  let n = 0;
  const exec = async (database: string, sql: string) => {
    const admin = new pg.Client({ connectionString: `${base}/${database}` });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  return {
    password: PASSWORD,
    exec,
    async freshUrl(createOptions) {
      if (createOptions === undefined) {
        // Dropping the table is much faster than CREATE DATABASE, which copies and syncs a template.
        await exec('postgres', 'DROP TABLE IF EXISTS public.keyv');
        return `${base}/postgres`;
      }
      const name = `store_test_${n++}`;
      await exec('postgres', `CREATE DATABASE ${name} ${createOptions}`);
      return `${base}/${name}`;
    },
    wrongPasswordUrl: () => `postgres://bot:wrong-${PASSWORD}-x@127.0.0.1:${port}/postgres`,
    unreachableUrl: () => `postgres://bot:${PASSWORD}@127.0.0.1:1/postgres`,
    async stop() {
      runAs(user, join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
