// `npm start`, `node src/start.mjs` and the systemd unit come in through this file. It is plain
// JavaScript so that a Node too old to run TypeScript (type stripping arrived in 22.18) can still
// parse it and say in one line what to do, instead of failing on `src/main.ts` with
// ERR_UNKNOWN_FILE_EXTENSION ".ts". Its syntax stays old on purpose (no `?.`, no `??`, no
// top-level await): the check must run before anything newer is parsed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);
const root = join(dirname(here), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The minimum Node version, read from package.json's `engines.node` so it is declared once. */
function requiredVersion() {
  const range = manifest.engines.node;
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range);
  if (!match)
    throw new Error(`package.json engines.node must read ">=major.minor", not "${range}"`);
  return [Number(match[1]), Number(match[2] || 0), Number(match[3] || 0)];
}

function atLeast(version, minimum) {
  const parts = version.split('.').map(Number);
  for (let i = 0; i < minimum.length; i++) {
    if (parts[i] !== minimum[i]) return parts[i] > minimum[i];
  }
  return true;
}

/**
 * The one line for a Node that is too old. `npm install` puts a recent Node (the npm package
 * `node`, a dependency) into node_modules, so where it is present the line names that binary.
 */
function adviceFor(required) {
  const head = `restaurant-order-bot needs Node.js >= ${required.join('.')}, this is ${process.version} (${process.execPath})`;
  const inRoot = process.cwd() === root ? '' : ` in ${root}`;
  const bundled = join(root, 'node_modules', '.bin', 'node');
  if (existsSync(bundled))
    return `${head}: run ${shown(bundled)} ${shown(here)}, or npm start${inRoot}`;
  const major = String(/\d+/.exec(manifest.dependencies.node));
  return `${head}: run npm install${inRoot} (it installs Node ${major} into node_modules), then npm start`;
}

/** A path as short as it can be typed from the current directory. */
function shown(path) {
  const fromHere = relative(process.cwd(), path);
  return fromHere.startsWith('..') || isAbsolute(fromHere) ? path : fromHere;
}

const required = requiredVersion();
if (atLeast(process.versions.node, required)) {
  // A failure of the bot itself surfaces as it would from `node src/main.ts` (an unhandled
  // rejection: the error printed, exit code 1).
  import('./main.ts');
} else {
  process.stderr.write(`${adviceFor(required)}\n`);
  process.exitCode = 1;
}
