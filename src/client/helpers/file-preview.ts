/**
 * shell.md §5 file preview: only images (jpeg, jpg, png, gif) and documents (txt, pdf, doc,
 * docx, xls, xlsx, ppt, pptx) can be previewed; anything else warns with
 * 暂不支持此种文件格式的文件预览 (helpers.previewUnsupported).
 */
export const PREVIEW_IMAGES = ['jpeg', 'jpg', 'png', 'gif'] as const;
export const PREVIEW_DOCUMENTS = ['txt', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
export const PREVIEW_WARNING_KEY = 'helpers.previewUnsupported';

export type PreviewKind = 'image' | 'document';

/** The extension of a file name or address (query and fragment ignored), lower case. */
export function extensionOf(name: string): string {
  const path = name.split(/[?#]/)[0] ?? '';
  const base = path.split('/').pop() ?? '';
  const at = base.lastIndexOf('.');
  return at > 0 ? base.slice(at + 1).toLowerCase() : '';
}

export function previewKind(name: string): PreviewKind | null {
  const ext = extensionOf(name);
  if ((PREVIEW_IMAGES as readonly string[]).includes(ext)) return 'image';
  if ((PREVIEW_DOCUMENTS as readonly string[]).includes(ext)) return 'document';
  return null;
}

/** The warning to show for a file that cannot be previewed, or null when it can. */
export function previewWarning(name: string): typeof PREVIEW_WARNING_KEY | null {
  return previewKind(name) ? null : PREVIEW_WARNING_KEY;
}
