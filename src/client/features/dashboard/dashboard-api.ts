import { apiPaths } from '../../../shared/api/paths';
import type { PublicStats } from '../../../shared/api/public-stats-types';
import { api } from '../../lib/calls/api';

/** GET /api/public/stats: the last 90 days, or a month (YYYY-MM). */
export async function fetchPublicStats(month: string | null): Promise<PublicStats> {
  const { data } = await (await api()).get<PublicStats>(apiPaths.publicStats, { params: month ? { month } : {} });
  return data;
}
