import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { MENU_RESOURCES } from '../routes/menu-resources';
import { defineCall } from './define-call';
import { lineText } from './text-fields';

/**
 * The menu tree (sections.md §2 Settings → authManage/menu, shell.md §3 "Menu node"): order,
 * visibility (webShowFlag), icon, zh/en names and layout of the nodes the route table generates.
 * The route table stays the source of which nodes exist: these calls edit nodes, never add any.
 * Every change bumps the grants version, so open clients reload their menus.
 */

const PREFIX = '/v2/sys/staff/admin/menu';
const TAG = 'administration';
const id = z.number().int().positive().max(2_147_483_647);

/** Icons a menu node may carry: the ones the client draws (menu-icons.tsx; a test keeps the two in step). */
export const MENU_ICON_NAMES = [
  'Activity',
  'BarChart3',
  'BellRing',
  'FileText',
  'Globe',
  'Handshake',
  'Headset',
  'House',
  'LayoutDashboard',
  'Mail',
  'Network',
  'Radio',
  'Search',
  'Settings',
  'Truck',
  'UserRoundCheck',
  'Users',
  'Wallet',
  'Workflow',
] as const;

/** Layouts a node may open in: the applications of the route table and its external menus. */
export const MENU_LAYOUT_NAMES: readonly string[] = [...new Set(MENU_RESOURCES.map((node) => node.layoutName))];

const name = lineText.trim().min(1).max(40);

export const adminMenuNode = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string(),
  /** Page path, external address, or null for a section or group. */
  router: z.string().nullable(),
  international: z.string(),
  icon: z.string().nullable(),
  webShowFlag: z.boolean(),
  layoutName: z.string(),
  /** The route table's values, for "restore". */
  defaults: z.object({
    name: z.string(),
    nameEn: z.string(),
    icon: z.string().nullable(),
    webShowFlag: z.boolean(),
    layoutName: z.string(),
  }),
  edited: z.boolean(),
});
export type AdminMenuNode = z.infer<typeof adminMenuNode>;

export const menuTree = defineCall({
  id: 'adminMenu.tree',
  method: 'GET',
  path: `${PREFIX}/tree`,
  permission: PERMISSION_KEYS.menuAdmin,
  tag: TAG,
  summary: 'Every menu node of the route table with the edits laid over it, parents first, siblings in menu order',
  response: z.array(adminMenuNode),
});

export const menuSaveBody = z.object({
  id,
  name,
  nameEn: name,
  icon: z.enum(MENU_ICON_NAMES).nullable(),
  webShowFlag: z.boolean(),
  layoutName: z
    .string()
    .refine((value) => MENU_LAYOUT_NAMES.includes(value), 'adminMenu.layoutUnknown')
    .meta({ pattern: '^(home|sys|crm)$' }),
});
export const menuSave = defineCall({
  id: 'adminMenu.save',
  method: 'POST',
  path: `${PREFIX}/save`,
  permission: PERMISSION_KEYS.menuAdmin,
  tag: TAG,
  summary: 'Edits a node: zh/en names, icon, shown in the menu or not, layout; open clients reload their menus',
  body: menuSaveBody,
  response: adminMenuNode,
});

export const menuReorder = defineCall({
  id: 'adminMenu.reorder',
  method: 'POST',
  path: `${PREFIX}/reorder`,
  permission: PERMISSION_KEYS.menuAdmin,
  tag: TAG,
  summary: 'Sets the order of the children of a node (null: the top level); ids must list every child exactly once',
  body: z.object({ parentId: id.nullable(), ids: z.array(id).min(1).max(500) }),
  response: z.array(adminMenuNode),
});

export const menuRestore = defineCall({
  id: 'adminMenu.restore',
  method: 'POST',
  path: `${PREFIX}/restore`,
  permission: PERMISSION_KEYS.menuAdmin,
  tag: TAG,
  summary:
    "Drops a node's edits of names, icon, visibility and layout (its place in the order stays): it shows as the route table declares it",
  body: z.object({ id }),
  response: adminMenuNode,
});
