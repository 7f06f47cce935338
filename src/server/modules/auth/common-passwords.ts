import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LIST_PATH = join(dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');

let commonPasswords: ReadonlySet<string> | null = null;

/**
 * The vendored list (common-passwords.txt: its source and licence are in its header) as a Set,
 * read once on first use: every later check is one O(1) lookup. Lowercased like the source's own
 * check, and NFKC-normalised like the hashing, so 'PassWord' and a full-width 'ｐａｓｓｗｏｒｄ'
 * are both found.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadList();
  return commonPasswords.has(password.normalize('NFKC').toLowerCase());
}

function loadList(): ReadonlySet<string> {
  const lines = readFileSync(LIST_PATH, 'utf8').split('\n');
  return new Set(lines.filter((line) => line !== '' && !line.startsWith('#')).map((line) => line.trimEnd()));
}
