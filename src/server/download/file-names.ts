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
