import { api } from '@/shared/api';

const FALLBACK_NAME = 'ledgerline-export.zip';

/** The file name the server gave the archive (`Content-Disposition`), else a plain one. */
export function exportFileName(contentDisposition: string | null): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/** `GET /api/export`, saved by the browser as a download. Throws when the server fails. */
export async function downloadExport(): Promise<void> {
  const { data, response } = await api.GET('/api/export', { parseAs: 'blob' });
  if (!data) throw new Error('The export answered without a file.');
  const url = URL.createObjectURL(data as Blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(response.headers.get('content-disposition'));
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
