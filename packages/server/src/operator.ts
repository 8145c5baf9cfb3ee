import type { FastifyInstance } from 'fastify';
import { ServerError } from './errors.ts';
import { bearer } from './http.ts';
import { phaseTotals } from './phases.ts';
import type { MatchService } from './service.ts';
import { hashToken, tokenMatches } from './tokens.ts';

export interface OperatorInfo {
  startedAt: number;
  storageName: string;
  /** The operator token (`POTLUCK_OPERATOR_TOKEN` / `--operator-token`); unset = the endpoint is off (404). */
  operatorToken?: string;
}

/**
 * `GET /api/metrics`, for operators only: the counters the public `/api/health` does not show (memory, CPU time,
 * live matches, connections), behind `Authorization: Bearer <operator token>`. Without a configured token the
 * route answers 404, as if it did not exist.
 */
export function registerOperator(app: FastifyInstance, service: MatchService, info: OperatorInfo): void {
  const hash = info.operatorToken ? hashToken(info.operatorToken) : null;
  app.get('/api/metrics', async (req) => {
    if (hash === null) throw new ServerError('NOT_FOUND');
    const token = bearer(req);
    if (token === undefined || !tokenMatches(token, hash)) throw new ServerError('BAD_TOKEN');
    const mem = process.memoryUsage();
    const cpu = process.cpuUsage();
    return {
      ok: true,
      uptimeSeconds: Math.round((Date.now() - info.startedAt) / 1000),
      storage: info.storageName,
      liveMatches: service.liveCount,
      connections: service.connections,
      memory: { rss: mem.rss, heapUsed: mem.heapUsed },
      cpuMicros: cpu.user + cpu.system,
      phases: phaseTotals(),
    };
  });
}
