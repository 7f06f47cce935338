import { startBaselineProcess } from './baseline-process';
import type { BaselineServer } from './baseline-process';
import type { BenchContext } from './section';

/** Its paths: the portal's write routes' bodies, posted as they are. */
export const writeBaselinePaths = { grievance: '/grievances', taxOrder: '/tax-orders' } as const;

/** write-baseline-server.ts on the server's core, writing to the PostgreSQL at `databaseUrl` (the portal's tables). */
export function startWriteBaseline(context: BenchContext, databaseUrl: string): Promise<BaselineServer> {
  return startBaselineProcess(context, 'write baseline', ['--import', 'tsx', 'bench/lib/write-baseline-server.ts'], {
    DATABASE_URL: databaseUrl,
  });
}
