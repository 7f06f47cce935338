import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * scripts/texts.mjs, which `npm run verify` runs first: it makes the catalogues' modules and
 * fails on Tamil a translator left wrong. Here on catalogues of its own, in a folder of their own.
 */
const HEADER = 'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=UTF-8\\n"\n';
const entry = (key: string, english: string, text = '', flag = '') =>
  `\n${flag ? `#, ${flag}\n` : ''}msgctxt "${key}"\nmsgid "${english}"\nmsgstr "${text}"\n`;

function generate(files: Record<string, string>): { ok: boolean; output: string; folder: string } {
  // Inside the project, so that the modules find messageformat's runtime.
  mkdirSync('node_modules/.cache', { recursive: true });
  const folder = mkdtempSync(join(process.cwd(), 'node_modules/.cache/catalogues-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), HEADER + content);
  try {
    execFileSync(process.execPath, ['scripts/texts.mjs', folder], { stdio: 'pipe', encoding: 'utf8' });
    return { ok: true, output: '', folder };
  } catch (error) {
    return { ok: false, output: String((error as { stderr: string }).stderr), folder };
  }
}

const english =
  entry('title', 'My requests') +
  entry('english', 'Still English') +
  entry('shown', '{count, plural, one {# request} other {# requests}} for {name}') +
  entry('names.property', 'Property tax');

describe('making the catalogues', () => {
  it('writes each language as a module: strings, and functions of the values a message takes', async () => {
    const tamil =
      entry('title', 'My requests', 'எனது கோரிக்கைகள்') +
      entry(
        'shown',
        '{count, plural, one {# request} other {# requests}} for {name}',
        '{name}: {count, plural, one {# கோரிக்கை} other {# கோரிக்கைகள்}}',
      ) +
      entry('names.property', 'Property tax', 'சொத்து வரி') +
      // A text the same in both (a brand, a number) needs no Tamil letter.
      entry('english', 'Still English', 'Still English');
    const { ok, output, folder } = generate({ 'area.pot': english, 'area.ta.po': tamil });
    expect(output).toBe('');
    expect(ok).toBe(true);
    const inTamil = (await import(join(folder, 'area.ta.js'))).default;
    expect(inTamil.title).toBe('எனது கோரிக்கைகள்');
    expect(inTamil.names.property).toBe('சொத்து வரி');
    expect(inTamil.shown({ count: 2, name: 'Meena' })).toBe('Meena: 2 கோரிக்கைகள்');
    const inEnglish = (await import(join(folder, 'area.en.js'))).default;
    expect(inEnglish.shown({ count: 1, name: 'Meena' })).toBe('1 request for Meena');
    expect(readFileSync(join(folder, 'area.en.d.ts'), 'utf8')).toContain(
      'shown: (values: { count: number; name: string | number }) => string;',
    );
  });

  it('fails on Tamil that is missing, empty, fuzzy, still English, left over, written for older English or with other values', () => {
    const tamil =
      entry('title', 'My old requests', 'எனது கோரிக்கைகள்') +
      entry('english', 'Still English', 'Still English, changed') +
      entry('shown', '{count, plural, one {# request} other {# requests}} for {name}', '{count} கோரிக்கைகள்') +
      entry('names.property', 'Property tax', 'சொத்து வரி', 'fuzzy') +
      entry('gone', 'Gone', 'போனது');
    const { ok, output } = generate({ 'area.pot': english + entry('empty', 'Empty'), 'area.ta.po': tamil + entry('empty', 'Empty') });
    expect(ok).toBe(false);
    expect(output).toContain('title was written for older English');
    expect(output).toContain('shown takes other values than the English');
    expect(output).toContain('names.property is marked fuzzy');
    expect(output).toContain('gone is not in');
    expect(output).toContain('empty has no Tamil yet');
    expect(output).toContain('english has no Tamil letter');
  });

  it('fails on a missing Tamil catalogue and on a message that is not ICU', () => {
    const { ok, output } = generate({ 'area.pot': english + entry('broken', 'Broken {count, plural, one {x}') });
    expect(ok).toBe(false);
    expect(output).toContain('area.ta.po is missing');
    expect(output).toContain('broken is not a valid ICU message');
  });
});
