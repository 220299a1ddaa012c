/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): browsers take the UTF-8 name, the
 * plain one is an ASCII fallback for old clients. The client reads either (shell.md §7).
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file name without characters file systems refuse. */
export function safeFileName(name: string): string {
  const cleaned = name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim();
  return cleaned.slice(0, 150) || 'file';
}

/** `YYYYMMDD-HHmmss` in China time, the time staff read on their clocks. */
export function fileStamp(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10).replace(/-/g, '')}-${local.slice(11, 19).replace(/:/g, '')}`;
}
