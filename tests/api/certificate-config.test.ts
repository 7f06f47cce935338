import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_FILE_BYTES } from '../../src/shared/domain/certificates/field-rules';
import { loadConfig } from '../../src/server/config';
import type { Env } from '../../src/server/env-values';
import { configProblems } from './helpers/config-problems';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-upload-config-'));
const base: Env = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };

const problemsOf = (env: Env) => configProblems({ ...base, ...env });

describe('upload and document-link settings', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('default to 5 MB per file, 25 MB per request and 15-minute links', () => {
    const config = loadConfig(base);
    expect(config.uploadMaxFileBytes).toBe(DEFAULT_MAX_FILE_BYTES);
    expect(config.uploadMaxRequestBytes).toBe(25 * 1024 * 1024);
    expect(config.documentLinkTtlSeconds).toBe(900);
  });

  it('are read from the environment', () => {
    const config = loadConfig({
      ...base,
      UPLOAD_MAX_FILE_BYTES: '2048',
      UPLOAD_MAX_REQUEST_BYTES: '4096',
      DOCUMENT_LINK_TTL_SECONDS: '60',
    });
    expect([config.uploadMaxFileBytes, config.uploadMaxRequestBytes, config.documentLinkTtlSeconds]).toEqual([2048, 4096, 60]);
  });

  it.each([
    ['UPLOAD_MAX_FILE_BYTES', '5MB'],
    ['UPLOAD_MAX_FILE_BYTES', '10'],
    ['UPLOAD_MAX_REQUEST_BYTES', '-1'],
    ['DOCUMENT_LINK_TTL_SECONDS', '0'],
    ['DOCUMENT_LINK_TTL_SECONDS', '999999'],
  ])('refuse %s=%s, naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems.some((problem) => problem.startsWith(name))).toBe(true);
  });

  it('refuse a request limit below the file limit', () => {
    expect(problemsOf({ UPLOAD_MAX_FILE_BYTES: '8192', UPLOAD_MAX_REQUEST_BYTES: '4096' })).toEqual([
      expect.stringMatching(/UPLOAD_MAX_REQUEST_BYTES must be at least UPLOAD_MAX_FILE_BYTES/),
    ]);
  });
});
