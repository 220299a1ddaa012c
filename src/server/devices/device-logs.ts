import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ACTIVE_LOG_ACTIONS, AT_USSD_KINDS, OPERATION_TARGETS, PORT_ORDER_STATES, PortState } from '../../shared/api/device-calls';
import type { Db } from '../db/database';
import { atUssdLogs, customers, deviceOperationLogs, portActiveLogs, portOrders, simBanks, simPorts, staff } from '../db/schema/index';
import { likePattern } from '../staff';
import { dayRange, portLabel, portLabelSql } from './device-labels';
import { within } from './device-queries';

/** Port orders and the three logs: activations/releases, AT/USSD, other device operations. */

interface LogInput {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}
const countOf = sql<number>`count(*)::int`;
const like = (text: string | undefined) => (text ? likePattern(text) : null);

export async function portOrderPage(
  db: Db,
  input: LogInput & { portId?: number | undefined; state?: (typeof PORT_ORDER_STATES)[number] | undefined },
) {
  const pattern = like(input.keyword);
  const { from, until } = dayRange(input.dateFrom, input.dateTo);
  const where = and(
    pattern ? or(ilike(portOrders.orderNo, pattern), ilike(portLabelSql, pattern), ilike(customers.name, pattern)) : undefined,
    input.portId ? eq(portOrders.portId, input.portId) : undefined,
    input.state ? eq(portOrders.state, input.state) : undefined,
    within(portOrders.startedAt, from, until),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: portOrders.id,
        orderNo: portOrders.orderNo,
        portId: portOrders.portId,
        bankCode: simBanks.deviceCode,
        portNo: simPorts.portNo,
        customerName: customers.name,
        purpose: portOrders.purpose,
        state: portOrders.state,
        startedAt: portOrders.startedAt,
        endedAt: portOrders.endedAt,
      })
      .from(portOrders)
      .innerJoin(simPorts, eq(simPorts.id, portOrders.portId))
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .leftJoin(customers, eq(customers.id, portOrders.customerId))
      .where(where)
      .orderBy(desc(portOrders.startedAt), desc(portOrders.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: countOf })
      .from(portOrders)
      .innerJoin(simPorts, eq(simPorts.id, portOrders.portId))
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .leftJoin(customers, eq(customers.id, portOrders.customerId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ bankCode, portNo, ...row }) => ({
      ...row,
      portLabel: portLabel(bankCode, portNo),
      state: row.state as (typeof PORT_ORDER_STATES)[number],
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    })),
    count: total?.n ?? 0,
  };
}

export async function activeLogPage(
  db: Db,
  input: LogInput & { portId?: number | undefined; action?: (typeof ACTIVE_LOG_ACTIONS)[number] | undefined },
) {
  const pattern = like(input.keyword);
  const { from, until } = dayRange(input.dateFrom, input.dateTo);
  const where = and(
    pattern ? or(ilike(portLabelSql, pattern), ilike(portActiveLogs.message, pattern)) : undefined,
    input.portId ? eq(portActiveLogs.portId, input.portId) : undefined,
    input.action ? eq(portActiveLogs.action, input.action) : undefined,
    within(portActiveLogs.createdAt, from, until),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: portActiveLogs.id,
        portId: portActiveLogs.portId,
        bankCode: simBanks.deviceCode,
        portNo: simPorts.portNo,
        action: portActiveLogs.action,
        ok: portActiveLogs.ok,
        stateAfter: portActiveLogs.stateAfter,
        jobId: portActiveLogs.jobId,
        message: portActiveLogs.message,
        staffName: staff.name,
        createdAt: portActiveLogs.createdAt,
      })
      .from(portActiveLogs)
      .innerJoin(simPorts, eq(simPorts.id, portActiveLogs.portId))
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .leftJoin(staff, eq(staff.id, portActiveLogs.staffId))
      .where(where)
      .orderBy(desc(portActiveLogs.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: countOf })
      .from(portActiveLogs)
      .innerJoin(simPorts, eq(simPorts.id, portActiveLogs.portId))
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .leftJoin(staff, eq(staff.id, portActiveLogs.staffId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ bankCode, portNo, ...row }) => ({
      ...row,
      portLabel: portLabel(bankCode, portNo),
      action: row.action as (typeof ACTIVE_LOG_ACTIONS)[number],
      stateAfter: row.stateAfter as PortState | null,
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}

export async function atUssdLogPage(
  db: Db,
  input: LogInput & { portId?: number | undefined; kind?: (typeof AT_USSD_KINDS)[number] | undefined },
) {
  const pattern = like(input.keyword);
  const { from, until } = dayRange(input.dateFrom, input.dateTo);
  const where = and(
    pattern ? or(ilike(portLabelSql, pattern), ilike(atUssdLogs.command, pattern), ilike(atUssdLogs.response, pattern)) : undefined,
    input.portId ? eq(atUssdLogs.portId, input.portId) : undefined,
    input.kind ? eq(atUssdLogs.kind, input.kind) : undefined,
    within(atUssdLogs.createdAt, from, until),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: atUssdLogs.id,
        portId: atUssdLogs.portId,
        bankCode: simBanks.deviceCode,
        portNo: simPorts.portNo,
        kind: atUssdLogs.kind,
        command: atUssdLogs.command,
        response: atUssdLogs.response,
        ok: atUssdLogs.ok,
        staffName: staff.name,
        createdAt: atUssdLogs.createdAt,
      })
      .from(atUssdLogs)
      .innerJoin(simPorts, eq(simPorts.id, atUssdLogs.portId))
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .leftJoin(staff, eq(staff.id, atUssdLogs.staffId))
      .where(where)
      .orderBy(desc(atUssdLogs.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db
      .select({ n: countOf })
      .from(atUssdLogs)
      .innerJoin(simPorts, eq(simPorts.id, atUssdLogs.portId))
      .innerJoin(simBanks, eq(simBanks.id, simPorts.bankId))
      .leftJoin(staff, eq(staff.id, atUssdLogs.staffId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ bankCode, portNo, ...row }) => ({
      ...row,
      portLabel: portLabel(bankCode, portNo),
      kind: row.kind as (typeof AT_USSD_KINDS)[number],
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}

export async function operationLogPage(db: Db, input: LogInput & { targetKind?: (typeof OPERATION_TARGETS)[number] | undefined }) {
  const pattern = like(input.keyword);
  const { from, until } = dayRange(input.dateFrom, input.dateTo);
  const where = and(
    pattern
      ? or(
          ilike(deviceOperationLogs.targetLabel, pattern),
          ilike(deviceOperationLogs.action, pattern),
          ilike(deviceOperationLogs.message, pattern),
        )
      : undefined,
    input.targetKind ? eq(deviceOperationLogs.targetKind, input.targetKind) : undefined,
    within(deviceOperationLogs.createdAt, from, until),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: deviceOperationLogs.id,
        targetKind: deviceOperationLogs.targetKind,
        targetId: deviceOperationLogs.targetId,
        targetLabel: deviceOperationLogs.targetLabel,
        action: deviceOperationLogs.action,
        ok: deviceOperationLogs.ok,
        message: deviceOperationLogs.message,
        staffName: staff.name,
        createdAt: deviceOperationLogs.createdAt,
      })
      .from(deviceOperationLogs)
      .leftJoin(staff, eq(staff.id, deviceOperationLogs.staffId))
      .where(where)
      .orderBy(desc(deviceOperationLogs.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: countOf }).from(deviceOperationLogs).leftJoin(staff, eq(staff.id, deviceOperationLogs.staffId)).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      targetKind: row.targetKind as (typeof OPERATION_TARGETS)[number],
      createdAt: row.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
  };
}
