import { downloadCostSchema, type DownloadCost } from '@shared-schema';
import { apiFetch } from '../../lib/http';

/** What a paid download costs now, asked of the server, which decides (decision 0120). */
export async function fetchDownloadCost(path: string): Promise<DownloadCost> {
  return downloadCostSchema.parse(await apiFetch({ path }));
}
