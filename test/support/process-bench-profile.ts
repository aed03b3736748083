import { readFileSync } from 'node:fs';

/** A V8 CPU profile as `--cpu-prof` writes it (the fields read here). */
interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  /** Microseconds on the monotonic clock (the same one as `process.hrtime`). */
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The areas the CPU is split into, in the order printed. */
export const AREAS = [
  'GC',
  'Bot API transport',
  'store',
  'conversation',
  'views',
  'other',
] as const;
export type Area = (typeof AREAS)[number];

// First match wins. A frame matching none (Node's internals outside HTTP and streams, native
// functions such as JSON.stringify, promise jobs) counts for the nearest caller that matches.
const RULES: [Area, RegExp][] = [
  // grammY's API client and node-fetch (before), undici and the adapter (after), Node's HTTP,
  // sockets and streams: everything between a Bot API call and the bytes on the wire.
  [
    'Bot API transport',
    /node_modules\/(undici|node-fetch|whatwg-url|tr46|abort-controller|event-target-shim|@grammyjs\/runner)\/|node_modules\/grammy\/out\/(core|shim|platform)|src\/telegram\/(transport|retry-after|pacer)\.ts|^node:(_http|http|https|net|tls|dns|url|stream|internal\/(http|streams|stream_base_commons|net|url|webstreams|deps\/undici|abort_controller|event_target|blob|buffer))/,
  ],
  ['store', /src\/store\/|node_modules\/(keyv|@keyv|sqlite3|hookified|cacheable)\//],
  ['conversation', /src\/(conversation|chat|domain)\/|node_modules\/xstate\//],
  // What turns a snapshot into a screen and an update into an event: the telegram module, the
  // locale, Fluent, and grammY's framework around the handlers (context, composer, filters).
  ['views', /src\/(telegram|locale)\/|node_modules\/(@fluent|grammy)\//],
  ['other', /src\/|node_modules\//],
];

function areaOf(frame: { functionName: string; url: string }): Area | undefined {
  if (frame.functionName === '(garbage collector)') return 'GC';
  const url = frame.url.replace(/^file:\/\//, '');
  if (url === '') return undefined;
  for (const [area, pattern] of RULES) if (pattern.test(url)) return area;
  return undefined;
}

/** The split of a profile's main-thread CPU samples by area, within a time window. */
export interface ProfileSplit {
  /** Sampled CPU time in the window, milliseconds (idle excluded). */
  sampledMs: number;
  byArea: Map<Area, number>;
  /** The functions with the most self time in the window: `name (file:line)` → milliseconds. */
  top: [string, number][];
}

/**
 * Reads a `.cpuprofile` and sums each sample's time (its time delta) under the area of the
 * function it landed in; samples outside [fromUs, toUs] (monotonic microseconds) and idle ones
 * are left out.
 */
export function splitProfile(file: string, fromUs: number, toUs: number): ProfileSplit {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const areaCache = new Map<number, Area>();
  const areaOfNode = (id: number): Area => {
    const cached = areaCache.get(id);
    if (cached) return cached;
    const node = byId.get(id);
    const own = node ? areaOf(node.callFrame) : undefined;
    const up = parent.get(id);
    const area = own ?? (up === undefined ? 'other' : areaOfNode(up));
    areaCache.set(id, area);
    return area;
  };
  const byArea = new Map<Area, number>(AREAS.map((area) => [area, 0]));
  const self = new Map<string, number>();
  let at = profile.startTime;
  let sampledUs = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    const id = profile.samples[i] ?? 0;
    const node = byId.get(id);
    if (!node || at < fromUs || at > toUs || node.callFrame.functionName === '(idle)') continue;
    // A sample stands for the time until the next one.
    const us = profile.timeDeltas[i + 1] ?? delta;
    sampledUs += us;
    const area = areaOfNode(id);
    byArea.set(area, (byArea.get(area) ?? 0) + us / 1000);
    const { functionName, url, lineNumber } = node.callFrame;
    const where =
      url === '' ? '' : ` (${url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${lineNumber + 1})`;
    const name = `${functionName || '(anonymous)'}${where}`;
    self.set(name, (self.get(name) ?? 0) + us / 1000);
  }
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 12);
  return { sampledMs: sampledUs / 1000, byArea, top };
}

/**
 * The split as report lines: each area's share of the main thread's sampled time, and that share
 * of the process's CPU per action (from /proc). The profiler stamps samples with wall time, so on
 * a loaded machine the sampled total includes time the thread waited for a CPU; shares stay
 * comparable, the sampled total does not. The /proc figure also counts threads the profiler does
 * not sample (sqlite's worker, V8's concurrent GC helpers), spread here in proportion.
 */
export function profileLines(split: ProfileSplit, cpuMsPerAction: number, file: string): string[] {
  const share = (ms: number) => ms / split.sampledMs;
  const areas = AREAS.map((area) => {
    const s = share(split.byArea.get(area) ?? 0);
    return `${area} ${(s * 100).toFixed(0)}% (${(s * cpuMsPerAction).toFixed(2)} ms)`;
  });
  return [
    `CPU profile ${file}: ${(split.sampledMs / 1000).toFixed(1)} s of the main thread sampled in ` +
      `the measured window; by area (share, and that share of ${cpuMsPerAction.toFixed(2)} ms ` +
      'CPU per action):',
    `  ${areas.join(', ')}`,
    '  most self time:',
    ...split.top.map(([name, ms]) => `    ${((ms / split.sampledMs) * 100).toFixed(1)}% ${name}`),
  ];
}
