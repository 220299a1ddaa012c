/**
 * The demo organisation: departments, built-in roles and the demo accounts of the README.
 * Role grants are by section so that pages added to a section reach its roles on the next start.
 */
import { PERMISSION_KEYS } from '../../../shared/permissions';
import type { Area } from '../../../shared/routes/types';

export const DEMO_PASSWORD = 'Switchboard#2026';

export interface DeptSeed {
  code: string;
  name: string;
  nameEn: string;
  parent?: string;
}

export const DEPARTMENTS: readonly DeptSeed[] = [
  { code: 'HQ', name: '总经办', nameEn: 'Executive office' },
  { code: 'SALES', name: '销售中心', nameEn: 'Sales centre', parent: 'HQ' },
  { code: 'SALES1', name: '销售一部', nameEn: 'Sales team 1', parent: 'SALES' },
  { code: 'SALES2', name: '销售二部', nameEn: 'Sales team 2', parent: 'SALES' },
  { code: 'FIN', name: '财务部', nameEn: 'Finance', parent: 'HQ' },
  { code: 'OPS', name: '运营部', nameEn: 'Operations', parent: 'HQ' },
  { code: 'CS', name: '客服部', nameEn: 'Customer service', parent: 'HQ' },
  { code: 'HR', name: '人力资源部', nameEn: 'Human resources', parent: 'HQ' },
];

export type DataScope = 'own' | 'dept' | 'all';

export interface RoleSeed {
  code: string;
  name: string;
  nameEn: string;
  description: string;
  dataScope: DataScope;
  /** Top-level menus granted with everything under them; 'ALL' grants every node. */
  grants: readonly (Area | 'EXTERNAL' | 'ALL')[];
  /** Menu groups granted without the rest of their section (keys of groupKey, e.g. MC_G_MAILBOX). */
  groups?: readonly string[];
  /** Button permission keys. */
  buttons: readonly string[];
}

export const ROLES: readonly RoleSeed[] = [
  {
    code: 'admin',
    name: '系统管理员',
    nameEn: 'Administrator',
    description: 'Every menu, every button, all data.',
    dataScope: 'all',
    grants: ['ALL'],
    buttons: [PERMISSION_KEYS.aiChat],
  },
  {
    code: 'sales',
    name: '销售',
    nameEn: 'Sales',
    description: 'Customers, business inquiry, quotations, messages and approvals; own customers only.',
    dataScope: 'own',
    grants: ['HOME', 'CRM', 'BQ', 'QM', 'MC', 'GER'],
    buttons: [PERMISSION_KEYS.aiChat],
  },
  {
    code: 'finance',
    name: '财务',
    nameEn: 'Finance',
    description: 'Finance, reports, approvals and the mailbox (bills and statements arrive by mail); all data.',
    dataScope: 'all',
    grants: ['HOME', 'FC', 'RPT', 'GER'],
    groups: ['MC_G_MAILBOX'],
    buttons: [PERMISSION_KEYS.aiChat],
  },
  {
    code: 'ops',
    name: '运营',
    nameEn: 'Operations',
    description: 'Business operations, business inquiry and early warning.',
    dataScope: 'all',
    grants: ['HOME', 'OC', 'BQ', 'TJ'],
    buttons: [PERMISSION_KEYS.aiChat],
  },
  {
    code: 'newhire',
    name: '新员工',
    nameEn: 'New hire',
    description: 'Home page only, until a role is assigned.',
    dataScope: 'own',
    grants: ['HOME'],
    buttons: [],
  },
];

export interface StaffSeed {
  username: string;
  name: string;
  nameEn: string;
  jobNumber: string;
  dept: string;
  role: string;
}

export const DEMO_STAFF: readonly StaffSeed[] = [
  { username: 'admin', name: '周启明', nameEn: 'Zhou Qiming', jobNumber: 'SB0001', dept: 'HQ', role: 'admin' },
  { username: 'sales', name: '李娜', nameEn: 'Li Na', jobNumber: 'SB1001', dept: 'SALES1', role: 'sales' },
  { username: 'sales2', name: '张伟', nameEn: 'Zhang Wei', jobNumber: 'SB1002', dept: 'SALES2', role: 'sales' },
  { username: 'finance', name: '陈静', nameEn: 'Chen Jing', jobNumber: 'SB2001', dept: 'FIN', role: 'finance' },
  { username: 'ops', name: '刘洋', nameEn: 'Liu Yang', jobNumber: 'SB3001', dept: 'OPS', role: 'ops' },
  { username: 'newhire', name: '赵敏', nameEn: 'Zhao Min', jobNumber: 'SB4001', dept: 'HR', role: 'newhire' },
];

export const CURRENCIES = [
  { code: 'USD', nameZh: '美元', nameEn: 'US dollar', symbol: '$', decimals: 2 },
  { code: 'CNY', nameZh: '人民币', nameEn: 'Chinese yuan', symbol: '¥', decimals: 2 },
  { code: 'EUR', nameZh: '欧元', nameEn: 'Euro', symbol: '€', decimals: 2 },
  { code: 'GBP', nameZh: '英镑', nameEn: 'Pound sterling', symbol: '£', decimals: 2 },
  { code: 'HKD', nameZh: '港币', nameEn: 'Hong Kong dollar', symbol: 'HK$', decimals: 2 },
  { code: 'SGD', nameZh: '新加坡元', nameEn: 'Singapore dollar', symbol: 'S$', decimals: 2 },
  { code: 'JPY', nameZh: '日元', nameEn: 'Japanese yen', symbol: '¥', decimals: 0 },
  { code: 'INR', nameZh: '印度卢比', nameEn: 'Indian rupee', symbol: '₹', decimals: 2 },
  { code: 'IDR', nameZh: '印尼盾', nameEn: 'Indonesian rupiah', symbol: 'Rp', decimals: 2 },
  { code: 'BRL', nameZh: '巴西雷亚尔', nameEn: 'Brazilian real', symbol: 'R$', decimals: 2 },
  { code: 'AED', nameZh: '阿联酋迪拉姆', nameEn: 'UAE dirham', symbol: 'AED', decimals: 2 },
  { code: 'USDT', nameZh: '泰达币', nameEn: 'Tether', symbol: '₮', decimals: 6 },
] as const;
