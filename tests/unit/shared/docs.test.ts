import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The front door stays true: the README fits on a page, every decision record says whether it
 * still holds and is in the index, and every file or folder the documents name is there.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const DECISIONS = join(ROOT, 'docs/decisions');

/** Folders that are not the repository's own sources: installed, built or written at run time. */
const NOT_SOURCES = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results', 'playwright-report']);

function walk(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCES.has(entry.name)) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? [`${relative(ROOT, path)}/`, ...walk(path)] : [relative(ROOT, path)];
  });
}

const repositoryPaths = walk(ROOT).map((path) => path.replaceAll('\\', '/'));
const documents = ['README.md', 'ARCHITECTURE.md', ...repositoryPaths.filter((path) => path.startsWith('docs/') && path.endsWith('.md'))];
const records = readdirSync(DECISIONS).filter((name) => /^\d{3}-.+\.md$/.test(name));

/** Where a path inside the repository starts: a top folder, or a file at the top such as vite.config.ts. */
const TOP_FOLDERS = ['src/', 'sw/', 'tests/', 'scripts/', 'bench/', 'docs/', 'deploy/', 'public/', '.ci/'];
const TOP_FILE =
  /^(?:\.env\.example|package(?:-lock)?\.json|tsconfig[\w.]*\.json|knip\.json|[\w-]+\.config\.(?:ts|js|mjs)|index\.html|manifest\.webmanifest|README\.md|ARCHITECTURE\.md)$/;

/**
 * A written path as a pattern over the repository's paths: `*` and `**` are globs, `NNN` (or
 * `00NN`) digits such as a record's or a migration's number, `<area>` any one name, `{a,b}` either; an anchor, a line number or a slash at
 * the end is dropped.
 */
function pathPattern(written: string): RegExp {
  const path = written.replace(/#.*$/, '').replace(/:\d+$/, '').replace(/\/$/, '');
  const source = path
    .split(/(\*\*\/?|\*|N{2,}|<[^>]+>|\{[^}]+\}|…)/)
    .map((part) => {
      if (part.startsWith('**')) return '(?:.*/)?';
      if (part === '*' || part === '…') return '[^/]*';
      if (/^N{2,}$/.test(part)) return `\\d{${part.length}}`;
      if (part.startsWith('<')) return '[^/]+';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escapeRegExp).join('|')})`;
      return escapeRegExp(part);
    })
    .join('');
  // A file may be named without its extension (`tests/reliability/fuzz`).
  return new RegExp(`^${source}(?:\\.[\\w.]+)?/?$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The repository paths a document writes in backticks, or links to, with their line. */
function writtenPaths(document: string): { line: number; path: string }[] {
  const lines = readFileSync(join(ROOT, document), 'utf8').split('\n');
  return lines.flatMap((text, index) => {
    const inBackticks = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1] ?? '');
    const linked = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? '')
      .filter((target) => !/^(?:[a-z]+:|#)/.test(target))
      .map((target) => relative(ROOT, join(ROOT, dirname(document), target.replace(/#.*$/, ''))).replaceAll('\\', '/'));
    return [...inBackticks, ...linked]
      .filter((path) => TOP_FOLDERS.some((folder) => path.startsWith(folder)) || TOP_FILE.test(path))
      .map((path) => ({ line: index + 1, path }));
  });
}

describe('the documents', () => {
  it('keep the README to one page', () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n');
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it('give every decision record a status under its title, and list it in the index', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    const numbers = records.map((name) => name.slice(0, 3));
    for (const name of records) {
      const [title = '', status = ''] = readFileSync(join(DECISIONS, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '');
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)}: `));
      expect(status, name).toMatch(/^Status: (accepted(, amended by \d{3}(, \d{3})*)?|superseded by \d{3})$/);
      // Whoever supersedes or amends it is a record too.
      for (const [named] of status.matchAll(/\d{3}/g)) expect(numbers, `${name}: ${status}`).toContain(named);
      expect(index, name).toContain(`](${name})`);
    }
  });

  it('name only files and folders that are in the repository', () => {
    const missing = documents.flatMap((document) =>
      writtenPaths(document)
        .filter(({ path }) => {
          if (existsSync(join(ROOT, path))) return false;
          const pattern = pathPattern(path);
          if (repositoryPaths.some((candidate) => pattern.test(candidate))) return false;
          // A file a command writes, named by a placeholder (`migrations/00NN_<slug>.sql`): its folder is there.
          const placeholder = path.search(/<|N{2,}/);
          return placeholder === -1 || !repositoryPaths.includes(path.slice(0, path.lastIndexOf('/', placeholder) + 1));
        })
        .map(({ line, path }) => `${document}:${line} ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('list in .env.example every variable the server reads', () => {
    const server = repositoryPaths.filter((path) => path.startsWith('src/server/') && path.endsWith('.ts'));
    const read = new Set(
      server.flatMap((path) =>
        [...readFileSync(join(ROOT, path), 'utf8').matchAll(/\benv(?:\.|, ')([A-Z][A-Z0-9_]{2,})/g)].map((match) => match[1]),
      ),
    );
    // The first administrator's password for `npm run admin:create`: typed for one command, never kept.
    read.delete('ADMIN_PASSWORD');
    const listed = new Set(
      [...readFileSync(join(ROOT, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]),
    );
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});
