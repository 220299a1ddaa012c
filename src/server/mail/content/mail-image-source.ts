/** What the sanitizer does with an image source: keep it as src, hold it back as remote, or drop it. */
export type ImageSource = { kind: 'src'; url: string } | { kind: 'remote'; url: string } | { kind: 'drop' };

const SAFE_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** Types a sender writes when it does not know one; spec §5 rewrites such images as png. */
const UNKNOWN_TYPES = new Set(['', 'null', 'undefined', 'application/octet-stream', 'image', 'image/*']);
const BASE64 = /^[A-Za-z0-9+/=]+$/;

/** Controls and whitespace a browser ignores inside a URL scheme (`java\tscript:`). */
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const IGNORED_IN_URL = /[\u0000-\u0020\u007F-\u009F\u00AD\u200B-\u200F\u2028\u2029\uFEFF]/g;

/** A URL as the browser reads its scheme: no leading or embedded controls and whitespace. */
export const normalizeUrl = (url: string): string => url.replace(IGNORED_IN_URL, '');

/** Whether base64 text starts with the magic bytes of a png, jpeg, gif or webp image. */
function isImagePayload(base64: string): boolean {
  if (!BASE64.test(base64)) return false;
  const head = Buffer.from(base64.slice(0, 24), 'base64');
  const hex = head.toString('hex');
  return (
    hex.startsWith('89504e470d0a1a0a') ||
    hex.startsWith('ffd8ff') ||
    hex.startsWith('474946383') ||
    (hex.startsWith('52494646') && head.subarray(8, 12).toString('latin1') === 'WEBP')
  );
}

/** A `data:` image URL kept as a raster type, rewritten as png when its type is null, or null. */
export function safeDataImage(url: string): string | null {
  const match = /^data:([^,;]*)((?:;[^,;]*)*),(.*)$/is.exec(url);
  if (!match) return null;
  const type = (match[1] ?? '').trim().toLowerCase();
  const params = (match[2] ?? '').toLowerCase();
  const payload = match[3] ?? '';
  if (!params.split(';').includes('base64')) return null;
  if (SAFE_IMAGE_TYPES.has(type)) return BASE64.test(payload) ? `data:${type};base64,${payload}` : null;
  if (UNKNOWN_TYPES.has(type) && isImagePayload(payload)) return `data:image/png;base64,${payload}`;
  return null;
}

/** The content id of a `cid:` reference, without angle brackets, as mailparser keys it. */
const contentId = (url: string): string => decodeURIComponent(url.slice(4)).replace(/^<|>$/g, '').trim();

function lookupCid(url: string, cidMap: Record<string, string>): string | undefined {
  let id: string;
  try {
    id = contentId(url);
  } catch {
    return undefined;
  }
  if (Object.hasOwn(cidMap, id)) return cidMap[id];
  const lower = id.toLowerCase();
  const key = Object.keys(cidMap).find((candidate) => candidate.replace(/^<|>$/g, '').toLowerCase() === lower);
  return key === undefined ? undefined : cidMap[key];
}

/** Decides an `<img src>`: cid through the map, raster data URLs, remote http(s) held back. */
export function classifyImageSource(raw: string, cidMap: Record<string, string>): ImageSource {
  const url = normalizeUrl(raw);
  const lower = url.toLowerCase();
  if (lower.startsWith('cid:')) {
    const mapped = lookupCid(url, cidMap);
    return mapped === undefined ? { kind: 'drop' } : { kind: 'src', url: mapped };
  }
  if (lower.startsWith('data:')) {
    const data = safeDataImage(url);
    return data === null ? { kind: 'drop' } : { kind: 'src', url: data };
  }
  if (lower.startsWith('http://') || lower.startsWith('https://')) return remote(url);
  if (lower.startsWith('//')) return remote(`https:${url}`);
  return { kind: 'drop' };
}

/** A remote image is held back only when its URL parses; anything else cannot be shown later anyway. */
function remote(url: string): ImageSource {
  return URL.canParse(url) ? { kind: 'remote', url } : { kind: 'drop' };
}
