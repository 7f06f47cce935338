import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { logSerializers } from '../../../src/server/http/log-serializers';

/** The request and the reply of the access log, as the server's pino writes them: never the objects themselves. */
function serialized(fields: Record<string, unknown>): Record<string, unknown> {
  const { req, res, ...rest } = fields;
  return {
    ...rest,
    ...(req === undefined ? {} : { req: logSerializers.req(req as FastifyRequest) }),
    ...(res === undefined ? {} : { res: { statusCode: (res as FastifyReply).statusCode } }),
  };
}

/**
 * A logger for buildApp that keeps every line it is given, at every level, as the JSON line a
 * server would write: a test reads what the server logged.
 */
export function capturingLogger(): { logger: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const make = (bindings: Record<string, unknown>): FastifyBaseLogger => {
    const write =
      (level: string) =>
      (first: unknown, ...rest: unknown[]) => {
        const fields = typeof first === 'object' && first !== null ? serialized(first as Record<string, unknown>) : { msg: first };
        const msg = typeof first === 'object' && first !== null ? rest[0] : undefined;
        lines.push(
          JSON.stringify({ level, ...bindings, ...fields, ...(msg === undefined ? {} : { msg }) }, (_key, value: unknown) =>
            value instanceof Error ? value.message : value,
          ),
        );
      };
    return {
      level: 'trace',
      fatal: write('fatal'),
      error: write('error'),
      warn: write('warn'),
      info: write('info'),
      debug: write('debug'),
      trace: write('trace'),
      silent: () => undefined,
      child: (more: Record<string, unknown>) => make({ ...bindings, ...more }),
    } as FastifyBaseLogger;
  };
  return { logger: make({}), lines };
}
