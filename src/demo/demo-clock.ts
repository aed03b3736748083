import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Clock, offsetClock, todayAtUtcHour } from '../clock.ts';

const HOUR = 3_600_000;
/** 10:00 UTC is noon in Sofia in winter (11:00 in summer): every demo zone is taking orders. */
const OPENING_HOUR_UTC = 10;
/** Until 17:00 UTC (19:00–20:00 in Sofia) every demo zone still takes orders on time. */
const CLOSING_HOUR_UTC = 17;

/**
 * Where the demo's business time starts. A first run starts today at noon in Sofia. A later run
 * goes on from the saved offset (the demo's time kept running while it was off, as a kitchen
 * would), so the sandbox and the bot never see time go back and every order resumes where it
 * was; only when that lands outside the restaurant's day does it move forward to the next noon.
 */
export function demoStartTime(realNow: number, savedOffsetMs: number | undefined): number {
  const start =
    savedOffsetMs === undefined
      ? todayAtUtcHour(realNow, OPENING_HOUR_UTC)
      : realNow + savedOffsetMs;
  const hour = new Date(start).getUTCHours();
  if (hour >= OPENING_HOUR_UTC && hour < CLOSING_HOUR_UTC) return start;
  const sameDayNoon = todayAtUtcHour(start, OPENING_HOUR_UTC);
  return hour < OPENING_HOUR_UTC ? sameDayNoon : sameDayNoon + 24 * HOUR;
}

function readOffset(path: string): number | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const offset = (JSON.parse(readFileSync(path, 'utf8')) as { offsetMs?: unknown }).offsetMs;
    return typeof offset === 'number' && Number.isFinite(offset) ? offset : undefined;
  } catch {
    // An unreadable file only costs continuity: the sandbox never moves a status back anyway.
    return undefined;
  }
}

/**
 * The demo's clock: real speed, started by `demoStartTime`, its offset saved in `path`
 * (data/demo/clock.json) before anything reads it, so the next run continues from it.
 */
export function openDemoClock(path: string, base: Clock): Clock {
  const realNow = base.now();
  const start = demoStartTime(realNow, readOffset(path));
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ offsetMs: start - realNow })}\n`);
  return offsetClock(base, start);
}
