import { spawn } from 'node:child_process';
import { accessSync, constants, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../../bench/lib/free-port';

/** The haproxy configuration docs/deploying.md gives to operators: the test runs this very file. */
const DEPLOYED_CONFIG = 'deploy/haproxy.cfg';

/** haproxy from HAPROXY_PATH, the PATH or Debian's /usr/sbin; null when it is not installed. */
export function haproxyBinary(): string | null {
  const candidates = [
    process.env.HAPROXY_PATH,
    ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'haproxy')),
    '/usr/sbin/haproxy',
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not there; the next one.
    }
  }
  return null;
}

export interface Answer {
  response: Response;
  /** The instance that answered, from the proxy's X-Served-By header (`portal1`, `portal2`). */
  servedBy: string;
}

export interface LoadBalancer {
  /** The TLS frontend's address, served over plain HTTP in the test. */
  url: string;
  /** The port-80 frontend, which only redirects to https. */
  redirectUrl: string;
  /** A request through the proxy, with the instance that answered it. */
  send(path: string, init?: RequestInit): Promise<Answer>;
  /**
   * Round robin alternates, so the request after a health check (which creates nothing) answered
   * by the other instance goes to `instance`.
   */
  turnTo(instance: string): Promise<void>;
  output(): string;
  stop(): Promise<void>;
}

/**
 * deploy/haproxy.cfg with the test's ports: the frontends bind local ports without TLS (the
 * headers it sets say https all the same) and the two `server` lines point at the instances.
 * Every replacement must match, so the file and the test cannot drift apart unnoticed.
 */
function configWithPorts(ports: { https: number; http: number; instances: readonly number[] }): string {
  let config = readFileSync(DEPLOYED_CONFIG, 'utf8');
  const replace = (pattern: RegExp, replacement: (match: string, ...groups: string[]) => string, expected: number) => {
    const found = config.match(new RegExp(pattern.source, 'gm'))?.length ?? 0;
    if (found !== expected) throw new Error(`${DEPLOYED_CONFIG}: expected ${expected} line(s) matching ${pattern}, found ${found}`);
    config = config.replace(new RegExp(pattern.source, 'gm'), replacement);
  };
  replace(/^(\s*)bind :443 ssl .*$/, (_line, indent = '') => `${indent}bind 127.0.0.1:${ports.https}`, 1);
  replace(/^(\s*)bind :80$/, (_line, indent = '') => `${indent}bind 127.0.0.1:${ports.http}`, 1);
  let next = 0;
  replace(
    /^(\s*server portal\d+) 127\.0\.0\.1:\d+$/,
    (_line, server = '') => `${server} 127.0.0.1:${ports.instances[next++]}`,
    ports.instances.length,
  );
  return `global\n    maxconn 1000\n\n${config}`;
}

/** haproxy in the foreground on deploy/haproxy.cfg, in front of the instances on `instancePorts`. */
export async function startLoadBalancer(binary: string, instancePorts: readonly number[], dir: string): Promise<LoadBalancer> {
  const [https, http] = [await freePort(), await freePort()];
  const configPath = join(dir, 'haproxy.cfg');
  writeFileSync(configPath, configWithPorts({ https, http, instances: instancePorts }));
  const child = spawn(binary, ['-db', '-f', configPath], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const url = `http://127.0.0.1:${https}`;

  async function send(path: string, init?: RequestInit): Promise<Answer> {
    const response = await fetch(`${url}${path}`, init);
    return { response, servedBy: response.headers.get('x-served-by') ?? '' };
  }

  const balancer: LoadBalancer = {
    url,
    redirectUrl: `http://127.0.0.1:${http}`,
    send,
    async turnTo(instance) {
      for (let probe = 0; probe < 4; probe += 1) {
        const { response, servedBy } = await send('/api/health');
        await response.arrayBuffer();
        if (servedBy !== instance) return;
      }
      throw new Error(`haproxy sent four requests in a row to ${instance}: not round robin`);
    },
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  // Ready once it answers through the frontend (with an instance's health).
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${output}`);
    const ready = await send('/api/health').then(
      ({ response }) => response.ok,
      () => false,
    );
    if (ready) return balancer;
    await sleep(100);
  }
  await balancer.stop();
  throw new Error(`haproxy did not answer within 10 s:\n${output}`);
}
