import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/submissions/certificate-types';
import type { PortalServer } from '../lib/portal-server';
import { MIB, peakDuring, residentBytes } from '../lib/process-memory';
import { atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { BenchContext, Section } from '../lib/section';
import { measureOnEachTarget } from '../lib/targets';
import type { Target } from '../lib/targets';
import { PHOTO_BYTES, birthApplicationBody } from './upload-body';

const SECTION = 'uploads';
/** 50 citizens sending a 5 MB photo at the same moment. */
const CONCURRENT = 50;
/** Discarded: brings the upload path's code and buffers in before the idle figure is read. */
const WARMUP_UPLOADS = 5;
const PEAK_OVER_IDLE_MAX_MB = 150;
const SETTLE_MS = 1_000;

interface Upload {
  apiPath: string;
  body: Buffer;
  contentType: string;
}

export const uploadsSection: Section = {
  name: SECTION,
  description: '50 concurrent 5 MB birth applications: server peak memory over idle, throughput, every answer 2xx',
  async run(context) {
    const upload = await birthApplicationBody();
    return measureOnEachTarget(context, {
      section: SECTION,
      measure: (target, server) => measureUploads(context, target, server, upload),
      skippedRows: (reason) => [
        skipped(SECTION, 'PostgreSQL: peak RSS over idle', 'MB', atMost(PEAK_OVER_IDLE_MAX_MB), reason),
        skipped(SECTION, 'PostgreSQL: uploads not 2xx', '', atMost(0), reason),
      ],
    });
  },
};

async function measureUploads(context: BenchContext, target: Target, server: PortalServer, upload: Upload): Promise<Result[]> {
  context.log(`uploads: ${CONCURRENT} × ${(upload.body.length / MIB).toFixed(1)} MB on ${target.label}`);
  await Promise.all(Array.from({ length: WARMUP_UPLOADS }, () => send(server.url, upload)));
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const idle = residentBytes(server.pid).rss;

  const started = performance.now();
  const { result: statuses, peakBytes } = await peakDuring(server.pid, () =>
    Promise.all(Array.from({ length: CONCURRENT }, () => send(server.url, upload))),
  );
  const seconds = (performance.now() - started) / 1000;

  const failures = statuses.filter((status) => status < 200 || status > 299);
  const stored = storedFiles(server.dataDir);
  const megabytes = (CONCURRENT * upload.body.length) / MIB;
  const label = target.label;
  return [
    measured(SECTION, `${label}: server RSS idle`, idle / MIB, 'MB', null, `after ${WARMUP_UPLOADS} warm-up uploads`),
    measured(
      SECTION,
      `${label}: peak RSS over idle`,
      (peakBytes - idle) / MIB,
      'MB',
      atMost(PEAK_OVER_IDLE_MAX_MB),
      `peak ${(peakBytes / MIB).toFixed(0)} MB`,
    ),
    measured(
      SECTION,
      `${label}: upload throughput`,
      megabytes / seconds,
      'MB/s',
      null,
      `${CONCURRENT} × ${(PHOTO_BYTES / 1e6).toFixed(0)} MB photo (+ form, PDF) in ${seconds.toFixed(1)} s; ${stored} files on disk after ${WARMUP_UPLOADS + CONCURRENT} applications`,
    ),
    measured(SECTION, `${label}: uploads not 2xx`, failures.length, '', atMost(0), failures.length > 0 ? summarise(failures) : undefined),
  ];
}

/** Status of one upload; 0 when the connection failed. A fresh Idempotency-Key each: every one is a new application. */
function send(baseUrl: string, upload: Upload): Promise<number> {
  return new Promise((resolve) => {
    const outgoing = request(
      `${baseUrl}${upload.apiPath}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': upload.contentType, 'content-length': upload.body.length, [IDEMPOTENCY_HEADER]: randomUUID() },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    outgoing.on('error', () => resolve(0));
    outgoing.end(upload.body);
  });
}

function storedFiles(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 'uploads')).filter((name) => name !== '.tmp').length;
  } catch {
    return 0;
  }
}

function summarise(statuses: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts.entries()].map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`).join(', ');
}
