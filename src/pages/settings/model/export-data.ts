import { api } from '@/shared/api';
import { attachmentFileName, saveDownload } from '@/shared/lib';

const FALLBACK_NAME = 'ledgerline-export.zip';

/** The file name the server gave the archive (`Content-Disposition`), else a plain one. */
export const exportFileName = (contentDisposition: string | null): string => attachmentFileName(contentDisposition, FALLBACK_NAME);

/** `GET /api/export`, saved by the browser as a download. Throws when the server fails. */
export async function downloadExport(): Promise<void> {
  const { data, response } = await api.GET('/api/export', { parseAs: 'blob' });
  if (!data) throw new Error('The export answered without a file.');
  saveDownload(data as Blob, response, FALLBACK_NAME);
}
