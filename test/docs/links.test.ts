import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every relative link in README.md and docs/**\/*.md points at a file or folder that exists, and
 * a link's `#anchor` into a Markdown file at one of its headings (issue 22: the README is a front
 * door, everything else is in docs/, and no door may lead nowhere).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The Markdown files whose links are checked: README.md and every .md under docs/. */
function markdownFiles(base: string): string[] {
  const docs = join(base, 'docs');
  const inDocs = existsSync(docs)
    ? readdirSync(docs, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.md'))
        .map((name) => join(docs, name))
    : [];
  return [join(base, 'README.md'), ...inDocs].filter((file) => existsSync(file));
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_ -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown file's headings give (a repeated heading gets -1, -2, …). */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(match[1] ?? '');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** The existing Markdown files a Markdown file links to. */
function linkedMarkdown(file: string): string[] {
  return relativeTargets(readFileSync(file, 'utf8'))
    .map(({ path }) => (path === '' ? file : resolve(dirname(file), decodeURIComponent(path))))
    .filter((target) => target.endsWith('.md') && existsSync(target));
}

/** The relative link targets of a Markdown text, split into path and anchor. */
function relativeTargets(markdown: string): { target: string; path: string; anchor?: string }[] {
  const targets: { target: string; path: string; anchor?: string }[] = [];
  // [text](target) and ![alt](target), with an optional "title".
  for (const match of prose(markdown).matchAll(
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
  )) {
    const target = match[1] ?? '';
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, …
    const [path = '', anchor] = target.split('#', 2);
    targets.push(anchor === undefined ? { target, path } : { target, path, anchor });
  }
  return targets;
}

/** Every broken relative link of the given files, as `file: target (why)`. */
function brokenLinks(base: string, files: string[]): string[] {
  const broken: string[] = [];
  for (const file of files) {
    const markdown = readFileSync(file, 'utf8');
    const name = relative(base, file);
    for (const { target, path, anchor } of relativeTargets(markdown)) {
      const resolved = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
      if (!existsSync(resolved)) {
        broken.push(`${name}: ${target} (no such file)`);
        continue;
      }
      if (anchor === undefined || anchor === '') continue;
      if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) continue;
      if (!anchors(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) {
        broken.push(`${name}: ${target} (no heading for #${anchor})`);
      }
    }
  }
  return broken;
}

describe('links in the README and docs/', () => {
  it('point at files (and headings) that exist', () => {
    const files = markdownFiles(root);
    expect(files.map((file) => relative(root, file))).toContain('README.md');
    expect(files.length).toBeGreaterThan(5);
    expect(brokenLinks(root, files)).toEqual([]);
  });

  it('the README reaches every page in docs/, directly or through other pages', () => {
    const reached = new Set<string>();
    const next = [join(root, 'README.md')];
    for (let file = next.pop(); file !== undefined; file = next.pop()) {
      if (reached.has(file)) continue;
      reached.add(file);
      next.push(...linkedMarkdown(file));
    }
    const unreached = markdownFiles(root).filter((file) => !reached.has(file));
    expect(unreached.map((file) => relative(root, file))).toEqual([]);
  });

  it('names a missing file, a missing heading and nothing that exists', async () => {
    const base = mkdtempSync(join(tmpdir(), 'links-'));
    await mkdir(join(base, 'docs', 'screenshots'), { recursive: true });
    writeFileSync(join(base, 'docs', 'screenshots', 'a.png'), '');
    writeFileSync(
      join(base, 'README.md'),
      [
        '# Front door',
        '[ok](docs/guide.md) [ok too](docs/guide.md#how-a-tap-travels) [web](https://example.com)',
        '![shot](docs/screenshots/a.png) [folder](docs/screenshots/) [here](#front-door)',
        '[gone](docs/missing.md) [no heading](docs/guide.md#nowhere)',
        '`[in code](docs/ignored.md)`',
        '```sh',
        '[in a block](docs/ignored-too.md)',
        '```',
      ].join('\n'),
    );
    writeFileSync(
      join(base, 'docs', 'guide.md'),
      '# Guide\n\n## How a tap travels\n\n[back](../README.md) [the `npm` part](#guide)\n',
    );
    expect(brokenLinks(base, markdownFiles(base))).toEqual([
      'README.md: docs/missing.md (no such file)',
      'README.md: docs/guide.md#nowhere (no heading for #nowhere)',
    ]);
  });

  it('makes the anchors GitHub makes', () => {
    expect([
      ...anchors(
        [
          '## `npm run check` and `.ci/run`',
          '## Several instances (behind a load balancer, on Redis)',
          '## Figures (issue 22)',
          '## Figures (issue 22)',
          '## What a customer sees: the transcripts',
        ].join('\n'),
      ),
    ]).toEqual([
      'npm-run-check-and-cirun',
      'several-instances-behind-a-load-balancer-on-redis',
      'figures-issue-22',
      'figures-issue-22-1',
      'what-a-customer-sees-the-transcripts',
    ]);
  });
});
