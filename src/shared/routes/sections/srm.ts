import type { SectionDef } from '../types';
import { srmGroupsPartA } from './srm-part-a';

/** Supplier management (sections.md §2 "Supplier management"). */
export const srmSection: SectionDef = {
  area: 'SRM',
  prefix: '/srm',
  iframeName: 'srm',
  icon: 'Truck',
  title: { zh: '供应商管理', en: 'Supplier management' },
  description: {
    zh: '供应商、线索、产品库存、设备采购、仓库与设备销售。',
    en: 'Suppliers, leads, product inventory, equipment purchasing, warehouse and device sales.',
  },
  groups: [...srmGroupsPartA],
  details: [
    {
      path: '/srm/supplier/my-supplier/details',
      parent: '/srm/supplier/my-supplier',
      title: { zh: '我的供应商详情', en: 'My supplier details' },
      propsFromQuery: true,
    },
    {
      path: '/srm/supplier/sea-supplier/details',
      parent: '/srm/supplier/sea-supplier',
      title: { zh: '公海供应商详情', en: 'Open-sea supplier details' },
      propsFromQuery: true,
    },
    {
      path: '/srm/supplier/equipment-supplier/edit',
      parent: '/srm/supplier/equipment-supplier',
      title: { zh: '编辑设备供应商', en: 'Edit equipment supplier' },
      propsFromQuery: true,
    },
    {
      path: '/srm/operate/transfer-supplier/apply',
      parent: '/srm/operate/transfer-supplier/list',
      title: { zh: '发起供应商转移', en: 'Request supplier transfer' },
      propsFromQuery: true,
    },
    {
      path: '/srm/operate/transfer-supplier/detail',
      parent: '/srm/operate/transfer-supplier/list',
      title: { zh: '供应商转移申请详情', en: 'Supplier transfer request details' },
      propsFromQuery: true,
    },
    {
      path: '/srm/operate/change-source-approval/detail',
      parent: '/srm/operate/change-source-approval',
      title: { zh: '来源变更审批详情', en: 'Source change approval details' },
      propsFromQuery: true,
    },
    {
      path: '/srm/product-inventory/product-manage/detail',
      parent: '/srm/product-inventory/product-manage',
      title: { zh: '产品详情', en: 'Product details' },
      propsFromQuery: true,
    },
    {
      path: '/srm/equipment-purchase/purchase-plan/create',
      parent: '/srm/equipment-purchase/purchase-plan',
      title: { zh: '新建采购计划', en: 'Create purchase plan' },
      propsFromQuery: true,
    },
    {
      path: '/srm/equipment-purchase/purchase-plan/create-purchase-order',
      parent: '/srm/equipment-purchase/purchase-plan',
      title: { zh: '由计划生成采购订单', en: 'Create purchase order from plan' },
      propsFromQuery: true,
    },
    {
      path: '/srm/equipment-purchase/purchase-plan/detail',
      parent: '/srm/equipment-purchase/purchase-plan',
      title: { zh: '采购计划详情', en: 'Purchase plan details' },
      propsFromQuery: true,
    },
    {
      // "/logs" after purchase-plan's parentheses is read literally as equipment-purchase/logs, a
      // detail of the plans.
      path: '/srm/equipment-purchase/logs',
      parent: '/srm/equipment-purchase/purchase-plan',
      title: { zh: '采购计划日志', en: 'Purchase plan log' },
      propsFromQuery: true,
    },
    {
      path: '/srm/equipment-purchase/purchase-order/detail',
      parent: '/srm/equipment-purchase/purchase-order',
      title: { zh: '采购订单详情', en: 'Purchase order details' },
      propsFromQuery: true,
    },
    {
      path: '/srm/equipment-purchase/purchase-order/logs',
      parent: '/srm/equipment-purchase/purchase-order',
      title: { zh: '采购订单日志', en: 'Purchase order log' },
      propsFromQuery: true,
    },
    {
      path: '/srm/equipment-purchase/purchase-order/update',
      parent: '/srm/equipment-purchase/purchase-order',
      title: { zh: '修改采购订单', en: 'Update purchase order' },
      propsFromQuery: true,
    },
    {
      path: '/srm/warehouse/stock-in/detail',
      parent: '/srm/warehouse/stock-in',
      title: { zh: '入库详情', en: 'Stock-in details' },
      propsFromQuery: true,
    },
    {
      // The spec names "an operation page" without a path; the slug operation is assumed.
      path: '/srm/warehouse/stock-in/operation',
      parent: '/srm/warehouse/stock-in',
      title: { zh: '入库操作', en: 'Stock-in operation' },
      propsFromQuery: true,
    },
    {
      path: '/srm/warehouse/stock-out/detail',
      parent: '/srm/warehouse/stock-out',
      title: { zh: '出库详情', en: 'Stock-out details' },
      propsFromQuery: true,
    },
    {
      // The spec names "a shipping operation page" without a path; the slug shipping is assumed.
      path: '/srm/warehouse/stock-out/shipping',
      parent: '/srm/warehouse/stock-out',
      title: { zh: '出库发货', en: 'Stock-out shipping' },
      propsFromQuery: true,
    },
    {
      path: '/srm/device-sale/order/create',
      parent: '/srm/device-sale/order',
      title: { zh: '新建设备销售订单', en: 'Create device sales order' },
      propsFromQuery: true,
    },
    {
      path: '/srm/device-sale/order/detail',
      parent: '/srm/device-sale/order',
      title: { zh: '设备销售订单详情', en: 'Device sales order details' },
      propsFromQuery: true,
    },
    {
      path: '/srm/device-sale/order/logs',
      parent: '/srm/device-sale/order',
      title: { zh: '设备销售订单日志', en: 'Device sales order log' },
      propsFromQuery: true,
    },
    {
      path: '/srm/submittedApply',
      parent: '/srm/operate/supplier/lication',
      title: { zh: '已提交的供应商申请', en: 'Submitted supplier applications' },
      propsFromQuery: true,
    },
    {
      path: '/srm/submittedDetail',
      parent: '/srm/operate/supplier/lication',
      title: { zh: '已提交的供应商申请详情', en: 'Submitted supplier application details' },
      propsFromQuery: true,
    },
  ],
};
