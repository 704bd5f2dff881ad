import { DEFAULT_CONTRACT_FILENAME } from '@shared-schema';
import { downloadFile } from '../../lib/file-download';

/** POST /api/contracts/{id}/download (a .docx; 2 credits the first time) and saves it; answers the filename. */
export function downloadContractFile(id: string): Promise<string> {
  return downloadFile(`/api/contracts/${encodeURIComponent(id)}/download`, DEFAULT_CONTRACT_FILENAME(id));
}
