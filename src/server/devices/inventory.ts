import { imeiOf } from '../../shared/devices/imei-rules';
import type { DeviceBank, DeviceDongle, DevicePort } from './gateway/device-protocol';

/**
 * The demo installation, generated deterministically: what the device simulator runs and what the
 * demo seed records, so a fresh database and a fresh simulator agree port for port.
 */

/** Countries of the demo banks: ISO code, MCC, operators with their MNC, dialling code. */
const COUNTRIES = [
  {
    code: 'HK',
    mcc: '454',
    dial: '852',
    operators: [
      ['CSL', '00'],
      ['SmarTone', '06'],
      ['3HK', '03'],
    ],
  },
  {
    code: 'ID',
    mcc: '510',
    dial: '62',
    operators: [
      ['Telkomsel', '10'],
      ['Indosat', '01'],
      ['XL Axiata', '11'],
    ],
  },
  {
    code: 'PH',
    mcc: '515',
    dial: '63',
    operators: [
      ['Globe', '02'],
      ['Smart', '03'],
    ],
  },
  {
    code: 'VN',
    mcc: '452',
    dial: '84',
    operators: [
      ['Viettel', '04'],
      ['Vinaphone', '02'],
      ['MobiFone', '01'],
    ],
  },
  {
    code: 'TH',
    mcc: '520',
    dial: '66',
    operators: [
      ['AIS', '03'],
      ['dtac', '05'],
      ['TrueMove H', '04'],
    ],
  },
  {
    code: 'MY',
    mcc: '502',
    dial: '60',
    operators: [
      ['Maxis', '12'],
      ['CelcomDigi', '13'],
    ],
  },
  {
    code: 'BR',
    mcc: '724',
    dial: '55',
    operators: [
      ['Vivo', '06'],
      ['Claro', '05'],
      ['TIM', '02'],
    ],
  },
  {
    code: 'MX',
    mcc: '334',
    dial: '52',
    operators: [
      ['Telcel', '020'],
      ['AT&T MX', '090'],
    ],
  },
  {
    code: 'GB',
    mcc: '234',
    dial: '44',
    operators: [
      ['EE', '30'],
      ['Vodafone UK', '15'],
      ['O2 UK', '10'],
    ],
  },
  {
    code: 'IN',
    mcc: '404',
    dial: '91',
    operators: [
      ['Jio', '857'],
      ['Airtel', '10'],
    ],
  },
] as const;

/** The TACs the demo IMEIs use (inside the seeded TAC ranges). */
export const DEMO_TACS = ['35693803', '35856710', '86751204'] as const;
/** The seeded TAC ranges. */
export const DEMO_TAC_RANGES = [
  { tacFrom: '35693800', tacTo: '35693899', label: 'SIM bank modules (Quectel EC25)' },
  { tacFrom: '35856700', tacTo: '35856799', label: 'SIM bank modules (SIMCom SIM7600)' },
  { tacFrom: '86751200', tacTo: '86751299', label: 'USB dongles (Huawei E3372)' },
] as const;

/** Banks of each demo server at scale 1 and their port counts. */
export const DEMO_SERVERS = [
  { no: 1, name: 'VOD-HK-01', banks: 12, ports: 64 },
  { no: 2, name: 'VOD-SG-02', banks: 10, ports: 128 },
  { no: 3, name: 'VOD-FRA-03', banks: 8, ports: 64 },
] as const;

export interface InventoryBank extends DeviceBank {
  ports: DevicePort[];
}
export interface Inventory {
  name: string;
  banks: InventoryBank[];
  dongles: DeviceDongle[];
}

/** mulberry32: a small, fast, seedable PRNG (the same numbers on every run). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

/**
 * The inventory of demo server `no`: `banks` SIM banks of `ports` ports, countries in turn, about
 * 8 % empty slots, 30 % active, 3 % faulty, and a few dongles.
 */
export function demoInventory(no: number, name: string, banks: number, ports: number): Inventory {
  const random = prng(0x5eed + no * 7919);
  const bankList: InventoryBank[] = [];
  for (let b = 1; b <= banks; b += 1) {
    const country = COUNTRIES[(no * 3 + b) % COUNTRIES.length]!;
    const code = `SB${no}-${country.code}-${String(b).padStart(2, '0')}`;
    const tac = DEMO_TACS[(no + b) % 2]!;
    const portList: DevicePort[] = [];
    for (let p = 1; p <= ports; p += 1) {
      const roll = random();
      const slot = `${String(Math.ceil(p / 32)).padStart(2, '0')}-${String(((p - 1) % 32) + 1).padStart(2, '0')}`;
      const imei = imeiOf(tac, (no * 100_000 + b * 1_000 + p) % 1_000_000);
      if (roll < 0.08) {
        portList.push({ portNo: p, slot, iccid: null, imsi: null, msisdn: null, operator: null, state: 'empty', signal: null, imei });
        continue;
      }
      const [operator, mnc] = country.operators[Math.floor(random() * country.operators.length)]!;
      portList.push({
        portNo: p,
        slot,
        iccid: `89${country.dial.padEnd(3, '0').slice(0, 3)}${digits(random, 14)}`.slice(0, 19),
        imsi: `${country.mcc}${mnc}${digits(random, 15 - country.mcc.length - mnc.length)}`,
        msisdn: `+${country.dial}${digits(random, 9)}`,
        operator,
        state: roll < 0.11 ? 'fault' : roll < 0.41 ? 'active' : 'idle',
        signal: roll < 0.11 ? 0 : 8 + Math.floor(random() * 23),
        imei,
      });
    }
    bankList.push({
      code,
      name: `${country.code} SIM Bank ${String(b).padStart(2, '0')}`,
      model: ports > 64 ? 'SMB128' : 'SMB64',
      ip: `10.${20 + no}.${b}.10`,
      country: country.code,
      portCount: ports,
      state: 'online',
      ports: portList,
    });
  }
  const dongles: DeviceDongle[] = Array.from({ length: 4 }, (_, i) => ({
    code: `DG${no}-${String(i + 1).padStart(3, '0')}`,
    imei: imeiOf(DEMO_TACS[2], no * 1_000 + i + 1),
    network: 'auto',
    state: 'online',
    signal: 12 + i * 3,
    link: null,
  }));
  return { name, banks: bankList, dongles };
}

/** The demo servers' inventories at a scale (at least one bank each). */
export function demoInventories(scale: number): Inventory[] {
  return DEMO_SERVERS.map((server) => demoInventory(server.no, server.name, Math.max(1, Math.round(server.banks * scale)), server.ports));
}
