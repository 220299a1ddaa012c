import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { countries, simBanks, simPorts } from '../db/schema/index';
import type { AppDeps } from '../deps';
import type { DeviceBank, DevicePort } from './gateway/device-protocol';
import { noteServerSeen, serverAddress, simCardIds } from './device-targets';

/** A bank as a device server reports it, with its ports. */
export type ReportedBank = DeviceBank & { ports: DevicePort[] };

/**
 * Records a server's banks and ports as its device reported them (insert or update by bank code and
 * port number). Used when a server is registered or re-read, and by the demo seed with the
 * simulator's inventory. Banks of an unknown country are skipped.
 */
export async function recordBanks(db: Db, serverId: number, banks: readonly ReportedBank[], at: Date): Promise<number> {
  const countryIds = new Map(
    (await db.select({ id: countries.id, code: countries.code }).from(countries)).map((row) => [row.code, row.id]),
  );
  let ports = 0;
  for (const bank of banks) {
    const countryId = countryIds.get(bank.country);
    if (countryId === undefined) continue;
    const [saved] = await db
      .insert(simBanks)
      .values({
        serverId,
        deviceCode: bank.code,
        name: bank.name,
        model: bank.model,
        ip: bank.ip,
        countryId,
        state: bank.state,
        portCount: bank.portCount,
        syncedAt: at,
      })
      .onConflictDoUpdate({
        target: [simBanks.serverId, simBanks.deviceCode],
        set: { name: bank.name, model: bank.model, ip: bank.ip, countryId, state: bank.state, portCount: bank.portCount, syncedAt: at },
      })
      .returning({ id: simBanks.id });
    const bankId = saved!.id;
    const cards = await simCardIds(
      db,
      bank.ports
        .filter((port) => port.iccid !== null)
        .map((port) => ({ iccid: port.iccid!, imsi: port.imsi ?? '', msisdn: port.msisdn, operator: port.operator ?? '', countryId })),
      at,
    );
    for (let i = 0; i < bank.ports.length; i += 500) {
      const chunk = bank.ports.slice(i, i + 500);
      await db
        .insert(simPorts)
        .values(
          chunk.map((port) => ({
            bankId,
            portNo: port.portNo,
            slot: port.slot,
            simCardId: port.iccid ? (cards.get(port.iccid) ?? null) : null,
            state: port.state,
            signal: port.signal,
            imei: port.imei,
            syncedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [simPorts.bankId, simPorts.portNo],
          set: {
            slot: sql`excluded.slot`,
            simCardId: sql`excluded.sim_card_id`,
            state: sql`excluded.state`,
            signal: sql`excluded.signal`,
            imei: sql`excluded.imei`,
            syncedAt: sql`excluded.synced_at`,
          },
        });
      ports += chunk.length;
    }
  }
  return ports;
}

/**
 * Asks a registered server for its banks and every port, and records them. Unreachable: marked
 * offline. Answers whether the server says it is simulated, or null when it did not answer.
 */
export async function syncServer(deps: AppDeps, serverId: number): Promise<boolean | null> {
  const { address } = await serverAddress(deps.db, serverId);
  const at = deps.clock.now();
  try {
    const status = await deps.devices.status(address);
    const banks: ReportedBank[] = [];
    for (const bank of status.banks) banks.push({ ...bank, ports: await deps.devices.ports(address, bank.code) });
    await recordBanks(deps.db, serverId, banks, at);
    await noteServerSeen(deps.db, serverId, at, null);
    return status.simulated;
  } catch (error) {
    await noteServerSeen(deps.db, serverId, at, error instanceof Error ? error.message : String(error));
    return null;
  }
}
