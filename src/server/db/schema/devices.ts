import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries, customers, suppliers } from './business';
import { staff } from './org';

/**
 * Device operations: the device servers (one per supplier's installation, reached over HTTP), the
 * SIM banks and dongles they run, the ports of each bank with the SIM in it, the IMEI pool, eSIM
 * profiles, port orders, batch jobs and the logs. What a port "is" (state, signal, IMEI) is what the
 * device last reported: the server writes it only from a device answer.
 */

/** Device servers registered with vodServer/addOrEdit, keyed by their supplier (§3: srmSupplierId). */
export const deviceServers = pgTable(
  'device_servers',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    username: text('username').notNull().default(''),
    password: text('password').notNull().default(''),
    /** A device simulator (npm run devices:sim), not hardware: the pages say so. */
    simulated: boolean('simulated').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    online: boolean('online').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    lastError: text('last_error'),
    remark: text('remark').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('device_servers_base_url_idx').on(t.baseUrl), index('device_servers_supplier_idx').on(t.supplierId)],
);

/** SIM banks: a box of SIM slots (ports) behind a device server. */
export const simBanks = pgTable(
  'sim_banks',
  {
    id: serial('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => deviceServers.id, { onDelete: 'cascade' }),
    /** The bank's code on its server (SB-HK-01). */
    deviceCode: text('device_code').notNull(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    ip: text('ip').notNull(),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    /** online | offline | rebooting (BANK_STATES). */
    state: text('state').notNull().default('online'),
    portCount: integer('port_count').notNull(),
    lastRebootAt: timestamp('last_reboot_at', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sim_banks_server_code_idx').on(t.serverId, t.deviceCode), index('sim_banks_country_idx').on(t.countryId)],
);

/** SIM cards, physical or eSIM, and where they sit. */
export const simCards = pgTable(
  'sim_cards',
  {
    id: serial('id').primaryKey(),
    iccid: text('iccid').notNull(),
    imsi: text('imsi').notNull(),
    msisdn: text('msisdn'),
    operator: text('operator').notNull(),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    esim: boolean('esim').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sim_cards_iccid_idx').on(t.iccid), index('sim_cards_msisdn_idx').on(t.msisdn)],
);

/** Ports (slots) of a SIM bank: the SIM in it and its state as the device last reported it. */
export const simPorts = pgTable(
  'sim_ports',
  {
    id: serial('id').primaryKey(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => simBanks.id, { onDelete: 'cascade' }),
    portNo: integer('port_no').notNull(),
    /** Board and slot on the bank (01-17). */
    slot: text('slot').notNull(),
    simCardId: integer('sim_card_id').references(() => simCards.id, { onDelete: 'set null' }),
    /** empty | idle | active | fault | offline (PORT_STATES). */
    state: text('state').notNull().default('empty'),
    signal: smallint('signal'),
    imei: text('imei'),
    balance: text('balance'),
    /** The running batch job holding the port; cleared when the job ends. */
    jobId: integer('job_id'),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sim_ports_bank_port_idx').on(t.bankId, t.portNo),
    index('sim_ports_state_idx').on(t.state),
    index('sim_ports_imei_idx').on(t.imei),
    index('sim_ports_sim_idx').on(t.simCardId),
  ],
);

/** The TAC ranges new IMEIs must fall in (configured; seeded). */
export const imeiTacRanges = pgTable('imei_tac_ranges', {
  id: serial('id').primaryKey(),
  tacFrom: text('tac_from').notNull(),
  tacTo: text('tac_to').notNull(),
  label: text('label').notNull(),
});

/** The IMEI pool: uploaded or generated IMEIs, and where each is in use. */
export const imeiPool = pgTable(
  'imei_pool',
  {
    id: serial('id').primaryKey(),
    imei: text('imei').notNull(),
    tac: text('tac').notNull(),
    /** available | assigned | retired (IMEI_STATES). */
    state: text('state').notNull().default('available'),
    /** upload | generated | device (IMEI_SOURCES). */
    source: text('source').notNull(),
    portId: integer('port_id').references(() => simPorts.id, { onDelete: 'set null' }),
    dongleId: integer('dongle_id'),
    batchNo: text('batch_no'),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('imei_pool_imei_idx').on(t.imei),
    index('imei_pool_state_idx').on(t.state, t.id),
    index('imei_pool_tac_idx').on(t.tac),
  ],
);

/** eSIM profiles downloaded onto a port's eUICC. */
export const esimProfiles = pgTable(
  'esim_profiles',
  {
    id: serial('id').primaryKey(),
    portId: integer('port_id')
      .notNull()
      .references(() => simPorts.id, { onDelete: 'cascade' }),
    iccid: text('iccid').notNull(),
    operator: text('operator').notNull(),
    countryId: smallint('country_id')
      .notNull()
      .references(() => countries.id),
    activationCode: text('activation_code').notNull(),
    /** downloading | disabled | enabled | failed | erased (ESIM_STATES). */
    state: text('state').notNull(),
    attempts: integer('attempts').notNull().default(1),
    lastError: text('last_error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('esim_profiles_port_idx').on(t.portId), uniqueIndex('esim_profiles_iccid_idx').on(t.iccid)],
);

/** USB dongles behind a device server; one may use a SIM-bank port's SIM remotely. */
export const dongles = pgTable(
  'dongles',
  {
    id: serial('id').primaryKey(),
    serverId: integer('server_id')
      .notNull()
      .references(() => deviceServers.id, { onDelete: 'cascade' }),
    deviceCode: text('device_code').notNull(),
    name: text('name').notNull(),
    imei: text('imei'),
    /** auto | 4g | 3g | 2g (DONGLE_NETWORKS). */
    network: text('network').notNull().default('auto'),
    /** online | offline | rebooting (DONGLE_STATES). */
    state: text('state').notNull().default('online'),
    signal: smallint('signal'),
    portId: integer('port_id').references(() => simPorts.id, { onDelete: 'set null' }),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('dongles_server_code_idx').on(t.serverId, t.deviceCode), index('dongles_imei_idx').on(t.imei)],
);

/** A port given to a customer or a purpose for a time. */
export const portOrders = pgTable(
  'port_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    portId: integer('port_id')
      .notNull()
      .references(() => simPorts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    /** open | active | finished | cancelled (PORT_ORDER_STATES). */
    state: text('state').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('port_orders_no_idx').on(t.orderNo), index('port_orders_port_idx').on(t.portId)],
);

/** Batch port operations (activate, release, IMEI update), run one port after another. */
export const deviceJobs = pgTable(
  'device_jobs',
  {
    id: serial('id').primaryKey(),
    /** activate | release | imei (JOB_KINDS). */
    kind: text('kind').notNull(),
    /** running | done | interrupted (JOB_STATES). */
    state: text('state').notNull().default('running'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    retryOf: integer('retry_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('device_jobs_state_idx').on(t.state, t.id)],
);

/** One port of a batch job and its result. */
export const deviceJobItems = pgTable(
  'device_job_items',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => deviceJobs.id, { onDelete: 'cascade' }),
    portId: integer('port_id')
      .notNull()
      .references(() => simPorts.id, { onDelete: 'cascade' }),
    imei: text('imei'),
    /** pending | ok | failed | interrupted (JOB_ITEM_STATES). */
    state: text('state').notNull().default('pending'),
    /** Server message key of a failure, with its parameters. */
    messageKey: text('message_key'),
    messageParams: jsonb('message_params'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('device_job_items_job_idx').on(t.jobId, t.id)],
);

/** Every activation and release of a port and its outcome (the port flow). */
export const portActiveLogs = pgTable(
  'port_active_logs',
  {
    id: serial('id').primaryKey(),
    portId: integer('port_id')
      .notNull()
      .references(() => simPorts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    ok: boolean('ok').notNull(),
    stateAfter: text('state_after'),
    jobId: integer('job_id'),
    message: text('message'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('port_active_logs_port_idx').on(t.portId, t.id), index('port_active_logs_created_idx').on(t.createdAt)],
);

/** AT commands and USSD requests sent to ports, with the device's answer. */
export const atUssdLogs = pgTable(
  'at_ussd_logs',
  {
    id: serial('id').primaryKey(),
    portId: integer('port_id')
      .notNull()
      .references(() => simPorts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    command: text('command').notNull(),
    response: text('response'),
    ok: boolean('ok').notNull(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('at_ussd_logs_port_idx').on(t.portId, t.id), index('at_ussd_logs_created_idx').on(t.createdAt)],
);

/** Device operations other than activation and release: reboots, IMEI, network, eSIM, server changes. */
export const deviceOperationLogs = pgTable(
  'device_operation_logs',
  {
    id: serial('id').primaryKey(),
    /** server | bank | port | dongle | esim (OPERATION_TARGETS). */
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    action: text('action').notNull(),
    ok: boolean('ok').notNull(),
    message: text('message'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('device_operation_logs_created_idx').on(t.createdAt),
    index('device_operation_logs_target_idx').on(t.targetKind, t.targetId),
  ],
);
