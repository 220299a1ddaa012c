import type { TokenData } from '../../shared/api/auth-calls';
import { TOKEN_HEAD } from '../../shared/api/auth-tokens';

/** Where the session lives in the browser (shell.md §3 "local settings keys"). */
export const STORAGE_KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  /** Lifetime in seconds, as the server gave it. */
  tokenExpiry: 'tokenExpiry',
  /** Epoch millis at which the token was received. */
  expiryMillis: 'expiryMillis',
  locale: 'locale',
  platform: 'platform',
} as const;

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  token: string;
  tokenHead: string;
  refreshToken: string;
  expiresIn: number;
  receivedAt: number;
}

export class MemoryStorage implements KeyValueStorage {
  private readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

export interface CookieJar {
  set(name: string, value: string, maxAgeSeconds: number): void;
  remove(name: string): void;
}

/** Where the cookie jar writes: the page's document and address (injected by tests). */
export interface CookieTarget {
  document: { cookie: string };
  location: { hostname: string; protocol: string };
}

/**
 * The token cookie, keyed with the environment prefix (shell.md §9): host-only (no Domain, so no
 * other host under the same parent domain receives it), Secure when the portal is served over
 * HTTPS, SameSite=Lax. Earlier builds wrote it for the whole parent domain; that copy is expired
 * whenever the cookie is written or removed, so no stale token lingers there.
 */
export function documentCookieJar(target: CookieTarget = window): CookieJar {
  const secure = () => (target.location.protocol === 'https:' ? '; secure' : '');
  const legacyDomain = () => {
    const parts = target.location.hostname.split('.');
    return parts.length > 2 && !/^\d+$/.test(parts.at(-1) ?? '') ? parts.slice(-2).join('.') : null;
  };
  const expireLegacy = (name: string) => {
    const domain = legacyDomain();
    if (domain) target.document.cookie = `${name}=; path=/; max-age=0; domain=.${domain}${secure()}; samesite=lax`;
  };
  return {
    set(name, value, maxAge) {
      expireLegacy(name);
      target.document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}${secure()}; samesite=lax`;
    },
    remove(name) {
      expireLegacy(name);
      target.document.cookie = `${name}=; path=/; max-age=0${secure()}; samesite=lax`;
    },
  };
}

export class TokenStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly cookies: CookieJar | null,
    private readonly cookieName: string,
  ) {}

  read(): StoredSession | null {
    const token = this.storage.getItem(STORAGE_KEYS.token);
    const refreshToken = this.storage.getItem(STORAGE_KEYS.refreshToken);
    const expiresIn = Number(this.storage.getItem(STORAGE_KEYS.tokenExpiry));
    const receivedAt = Number(this.storage.getItem(STORAGE_KEYS.expiryMillis));
    if (!token || !refreshToken || !Number.isFinite(expiresIn) || !Number.isFinite(receivedAt)) return null;
    return { token, tokenHead: TOKEN_HEAD, refreshToken, expiresIn, receivedAt };
  }

  write(data: TokenData, receivedAt: number): void {
    this.storage.setItem(STORAGE_KEYS.token, data.token);
    this.storage.setItem(STORAGE_KEYS.refreshToken, data.refreshToken);
    this.storage.setItem(STORAGE_KEYS.tokenExpiry, String(data.expiresIn));
    this.storage.setItem(STORAGE_KEYS.expiryMillis, String(receivedAt));
    this.cookies?.set(this.cookieName, data.token, data.expiresIn);
  }

  clear(): void {
    for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.tokenExpiry, STORAGE_KEYS.expiryMillis]) {
      this.storage.removeItem(key);
    }
    this.cookies?.remove(this.cookieName);
  }
}
