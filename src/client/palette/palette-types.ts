import type { CommandContext, CommandRegistry } from '../../../commands/index';
import type { CustomerRow } from '../../shared/api/crm-calls';
import type { PortView } from '../../shared/api/device-calls';
import type { DeviceActionId, DeviceRunId, DeviceServices } from './device-actions';
import type { PalettePerson, PeopleAdminActionId, PeopleAdminServices } from './people-admin-actions';
import type { StaffOption } from '../../shared/api/staff-calls';
import type { RankingSnapshot } from './frecency';
import type { MailActionId } from './mail-actions';
import type { PaletteIndex } from './palette-index';
import type { TodoPage, TodoTarget, WorkflowServices } from './todo-types';

/** What the palette needs from the app; the benchmark and the tests pass their own. */
export interface PaletteServices {
  ctx: CommandContext;
  registry: CommandRegistry;
  index: PaletteIndex;
  ranking: RankingSnapshot;
  searchPeople(keyword: string, signal: AbortSignal): Promise<StaffOption[]>;
  searchCustomers(keyword: string, signal: AbortSignal): Promise<CustomerRow[]>;
  recordUse(key: string): void;
  resetRanking(key: string): void;
  setFavourite(key: string, favourite: boolean): Promise<boolean>;
  /** Adds a page to the shell's quick-access bar; absent where there is no bar (the benchmark). */
  pinToQuickAccess?: (path: string) => Promise<'pinned' | 'already' | 'full'>;
  notify(message: string, kind?: 'success' | 'error'): void;
  /** The signed-in person's to-dos and the processes they may start; absent where there is no workflow (the benchmark). */
  workflow?: WorkflowServices;
  /** The `#` device search and a port's actions; absent where there are no devices (the benchmark). */
  devices?: DeviceServices;
  /** An administrator's `@` search (with disabled accounts) and status change; absent in the benchmark. */
  peopleAdmin?: PeopleAdminServices;
}

/** Prefix modes: `>` actions only, `?` ask the assistant, `@` colleagues, `#` customers and device ports. */
export type PaletteMode = '>' | '?' | '@' | '#';
export const PALETTE_MODES: readonly PaletteMode[] = ['>', '?', '@', '#'];

export type SecondaryActionId =
  | 'open'
  | 'openInNewTab'
  | 'copyLink'
  | 'pinQuickAccess'
  | 'favourite'
  | 'unfavourite'
  | 'resetRanking'
  | 'copyJobNumber'
  | 'copyCode'
  | 'agree'
  | 'reject'
  | 'transmit'
  | 'comment'
  | MailActionId
  | DeviceActionId
  | PeopleAdminActionId;

export type ItemTarget =
  | { type: 'entry'; index: number }
  | { type: 'ask'; question: string }
  | { type: 'person'; person: PalettePerson }
  | { type: 'customer'; customer: CustomerRow }
  | { type: 'device'; port: PortView }
  /** The confirmation of a port action (重启, 释放, 查询余额). */
  | { type: 'deviceRun'; action: DeviceRunId; port: PortView }
  /** The confirmation of an administrator's 禁用 / 启用. */
  | { type: 'personRun'; action: PeopleAdminActionId; person: PalettePerson }
  | { type: 'choice'; commandId: string }
  | { type: 'secondary'; action: SecondaryActionId; subject: PaletteItem }
  | TodoTarget;

export type ItemKind = 'page' | 'external' | 'action' | 'ask' | 'person' | 'customer' | 'device' | 'choice' | 'secondary' | 'task';

/** One option row, as displayed. */
export interface PaletteItem {
  /** Unique within the list on screen. */
  value: string;
  kind: ItemKind;
  title: string;
  /** The title in the other language. */
  other?: string;
  /** Breadcrumb, section or department. */
  hint?: string;
  icon?: string;
  shortcut?: string[];
  checked?: boolean;
  /** What a tick means on this row (a batch's 已选); the current choice otherwise. */
  checkedLabel?: string;
  disabled?: boolean;
  starred?: boolean;
  target: ItemTarget;
}

/** A titled run of rows; rows are produced on demand so 10,000 items cost nothing off screen. */
export interface RowSection {
  id: string;
  label: string;
  size: number;
  item(i: number): PaletteItem;
}

/** Nested pages stacked on the top level; Backspace on an empty box goes back one. */
export type PalettePage =
  | { type: 'choices'; commandId: string; title: string }
  | { type: 'actions'; subject: PaletteItem }
  | { type: 'person'; person: PalettePerson }
  | { type: 'personConfirm'; action: PeopleAdminActionId; person: PalettePerson }
  /** Asks before a port action runs: Enter confirms, Backspace goes back. */
  | { type: 'deviceConfirm'; action: DeviceRunId; port: PortView }
  | TodoPage;
