import { DEVICE_FIND_LIMIT, type PortView } from '../../shared/api/device-calls';
import type { Db } from '../db/database';
import { portPage } from './device-queries';

/** Candidates read before ranking: enough that an exact hit beyond the first page of partial ones is still found. */
const CANDIDATES = 100;

/** 0: a field equals the keyword; 1: a field starts with it; 2: it only appears inside one. */
function closeness(port: PortView, keyword: string): number {
  const needle = keyword.toLowerCase();
  const fields = [port.label, port.imei, port.iccid, port.imsi, port.msisdn]
    .filter((field): field is string => !!field)
    .map((f) => f.toLowerCase());
  if (fields.includes(needle)) return 0;
  if (fields.some((field) => field.startsWith(needle))) return 1;
  return 2;
}

/**
 * The palette's device search: ports whose label, ICCID, IMSI, number or IMEI contains the keyword
 * (the port list's own filter), the closest first, so that a full IMEI or label lands on its port.
 */
export async function findPorts(db: Db, keyword: string, lang: 'zh' | 'en'): Promise<{ rows: PortView[]; more: boolean }> {
  const page = await portPage(db, { page: 1, pageSize: CANDIDATES, keyword }, lang);
  const ranked = page.rows
    .map((port, order) => ({ port, order, rank: closeness(port, keyword) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((entry) => entry.port);
  return { rows: ranked.slice(0, DEVICE_FIND_LIMIT), more: page.count > DEVICE_FIND_LIMIT };
}
