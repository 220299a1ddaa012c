/**
 * The directory rows (customers, colleagues, departments) that names in questions are looked up
 * in, kept for a minute: a question names someone far more often than the directory changes.
 */
export class LookupCache {
  private readonly entries = new Map<string, { at: number; value: unknown }>();

  constructor(private readonly ttlMs = 60_000) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as T;
    const value = await load();
    this.entries.set(key, { at: now, value });
    return value;
  }
}
