/** The file name a server gave a download (`Content-Disposition`), else the fallback. */
export function attachmentFileName(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** Hands a fetched file to the browser's downloads, under the name the server gave it. */
export function saveDownload(data: Blob, response: Response, fallbackName: string): void {
  const url = URL.createObjectURL(data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachmentFileName(response.headers.get('content-disposition'), fallbackName);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the file to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
