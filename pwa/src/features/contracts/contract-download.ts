import { DEFAULT_CONTRACT_FILENAME } from '@shared-schema';
import { downloadFile } from '../../lib/file-download';

/**
 * POST /api/contracts/{id}/download (a .docx; 2 credits the first time) and saves it; answers the filename.
 * `sinceVersion`: the file carries the changes since that version as Word tracked changes (no extra charge).
 */
export function downloadContractFile(id: string, sinceVersion?: string): Promise<string> {
  const query = sinceVersion ? `?sinceVersion=${encodeURIComponent(sinceVersion)}` : '';
  return downloadFile(
    `/api/contracts/${encodeURIComponent(id)}/download${query}`,
    DEFAULT_CONTRACT_FILENAME(id),
  );
}
