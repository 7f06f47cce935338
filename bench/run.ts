/**
 * npm run bench [-- --only api,admin-list] [-- --list]
 *
 * Runs the benchmark sections, prints machine information and ONE table of every figure with its
 * budget and verdict, writes the same to bench/results/latest.json, and exits 1 when a budget
 * failed (skipped figures, such as PostgreSQL rows without a PostgreSQL, do not fail the run).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { killAllTracked } from './lib/child-processes';
import { formatTable } from './lib/format';
import { currentLoadAverage, formatMachine, machineInfo } from './lib/machine';
import { detectPinning, pinSelfToLoadCpu, unpinSelf } from './lib/pinning';
import { messageOf, resolvePostgres } from './lib/postgres';
import { failed } from './lib/result';
import type { Result } from './lib/result';
import type { BenchContext, Section } from './lib/section';
import { sections } from './sections/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = join(root, 'bench', 'results', 'latest.json');
/** This run's data directories, removed on every way out (Ctrl-C included). */
const tempRoot = mkdtempSync(join(tmpdir(), 'portal-bench-'));

function cleanUp(): void {
  killAllTracked();
  rmSync(tempRoot, { recursive: true, force: true });
}

function chosenSections(argv: readonly string[]): Section[] {
  const names: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--only') names.push(...(argv[(i += 1)] ?? '').split(','));
    else if (arg.startsWith('--only=')) names.push(...arg.slice('--only='.length).split(','));
    else throw new Error(`Unknown argument ${arg}. Usage: npm run bench [-- --only <section>[,<section>…]] [-- --list]`);
  }
  const wanted = names.map((name) => name.trim()).filter((name) => name !== '');
  if (wanted.length === 0) return [...sections];
  const unknown = wanted.filter((name) => !sections.some((section) => section.name === name));
  if (unknown.length > 0)
    throw new Error(`Unknown section ${unknown.join(', ')}; there are: ${sections.map((section) => section.name).join(', ')}`);
  return sections.filter((section) => wanted.includes(section.name));
}

interface SectionDuration {
  section: string;
  seconds: number;
}

/** Every chosen section in turn; one that throws becomes a failed row, the others still run. */
async function runSections(
  chosen: readonly Section[],
  context: BenchContext,
): Promise<{ results: Result[]; durations: SectionDuration[] }> {
  const results: Result[] = [];
  const durations: SectionDuration[] = [];
  for (const section of chosen) {
    context.log(`section ${section.name}`);
    const started = Date.now();
    if (section.allCores === true) unpinSelf(context.pinning);
    try {
      results.push(...(await section.run(context)));
    } catch (err) {
      results.push(failed(section.name, 'section completed', '', null, messageOf(err).split('\n').slice(0, 3).join(' ')));
      context.log(`section ${section.name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    } finally {
      if (section.allCores === true) pinSelfToLoadCpu(context.pinning);
    }
    const seconds = Math.round((Date.now() - started) / 1000);
    durations.push({ section: section.name, seconds });
    context.log(`section ${section.name} took ${seconds} s`);
  }
  return { results, durations };
}

async function main(argv: readonly string[]): Promise<number> {
  if (argv.includes('--list')) {
    for (const section of sections) console.log(`${section.name.padEnd(12)} ${section.description}`);
    return 0;
  }
  const chosen = chosenSections(argv);
  const log = (message: string) => console.error(`[bench] ${message}`);
  const pinning = detectPinning();
  pinSelfToLoadCpu(pinning);
  const postgres = await resolvePostgres(process.env, log);
  const machine = machineInfo(postgres, pinning);
  const startedAt = new Date();
  let outcome: { results: Result[]; durations: SectionDuration[] };
  try {
    outcome = await runSections(chosen, { root, tempRoot, postgres, pinning, log });
  } finally {
    cleanUp();
  }
  const { results, durations } = outcome;

  const loadAverageAtEnd = currentLoadAverage();
  console.log(formatMachine(machine, loadAverageAtEnd));
  console.log('');
  console.log(formatTable(results));
  const failures = results.filter((result) => result.status === 'fail');
  console.log('');
  console.log(failures.length === 0 ? 'Every budget met.' : `${failures.length} figure(s) over budget.`);
  mkdirSync(dirname(resultsFile), { recursive: true });
  const report = { startedAt: startedAt.toISOString(), machine: { ...machine, loadAverageAtEnd }, durations, results };
  writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Results written to ${resultsFile.slice(root.length + 1)}`);
  return failures.length === 0 ? 0 : 1;
}

process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

main(process.argv.slice(2)).then(
  (code) => {
    cleanUp();
    process.exit(code);
  },
  (err: unknown) => {
    cleanUp();
    console.error(messageOf(err));
    process.exit(2);
  },
);
