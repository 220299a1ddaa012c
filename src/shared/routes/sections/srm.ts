import type { SectionDef } from '../types';

/** Supplier management (sections.md §2 "Supplier management"). */
export const srmSection: SectionDef = {
  area: 'SRM',
  prefix: '/srm',
  iframeName: 'srm',
  icon: 'Truck',
  title: { zh: '供应商管理', en: 'Supplier management' },
  shortEn: 'Suppliers',
  description: {
    zh: '供应商、线索、产品库存、设备采购、仓库与设备销售。',
    en: 'Suppliers, leads, product inventory, equipment purchasing, warehouse and device sales.',
  },
  groups: [
    {
      key: 'suppliers',
      title: { zh: '供应商', en: 'Suppliers' },
      pages: [
        {
          path: '/srm/supplierManagement',
          title: { zh: '供应商总览', en: 'Supplier overview' },
          description: { zh: '查看并管理全部供应商。', en: 'View and manage all suppliers.' },
          keywords: ['supplier management', '供应商管理'],
        },
        {
          path: '/srm/supplierManagementBuka',
          title: { zh: 'Buka 供应商管理', en: 'Buka supplier management' },
          shortEn: 'Buka suppliers',
          description: { zh: '查看并管理 Buka 的供应商。', en: 'View and manage Buka suppliers.' },
          keywords: ['supplier management', 'buka'],
        },
        {
          path: '/srm/supplier/my-supplier',
          title: { zh: '我的供应商', en: 'My suppliers' },
          description: { zh: '查看并跟进本人名下的供应商。', en: 'View and follow up the suppliers you hold.' },
          keywords: ['my supplier'],
        },
        {
          path: '/srm/supplier/sea-supplier',
          title: { zh: '供应商公海', en: 'Supplier open sea' },
          description: { zh: '查看公海供应商并领取。', en: 'View suppliers in the open sea and pick them up.' },
          keywords: ['open sea', '公海'],
        },
        {
          path: '/srm/supplier/equipment-supplier',
          title: { zh: '设备供应商', en: 'Equipment suppliers' },
          description: { zh: '管理设备供应商。', en: 'Manage equipment suppliers.' },
          keywords: ['equipment supplier', '设备'],
        },
      ],
    },
    {
      key: 'clues',
      title: { zh: '供应商线索', en: 'Supplier leads' },
      pages: [
        {
          path: '/srm/clue/followed',
          title: { zh: '已跟进线索', en: 'Followed leads' },
          description: { zh: '查看已跟进的供应商线索。', en: 'View supplier leads that were followed up.' },
          keywords: ['clue', 'lead', '线索'],
        },
        {
          path: '/srm/clue/invalid',
          title: { zh: '无效线索', en: 'Invalid leads' },
          description: { zh: '查看无效的供应商线索。', en: 'View invalid supplier leads.' },
          keywords: ['clue', 'invalid lead'],
        },
      ],
    },
    {
      key: 'operate',
      title: { zh: '供应商运营', en: 'Supplier operations' },
      pages: [
        {
          path: '/srm/operate/supplier/transfer',
          title: { zh: '供应商转移', en: 'Supplier transfer' },
          description: { zh: '转移供应商的归属。', en: 'Transfer suppliers to another owner.' },
          keywords: ['transfer', '转移'],
        },
        {
          path: '/srm/operate/transfer-supplier/list',
          title: { zh: '供应商转移申请', en: 'Supplier transfer requests' },
          shortEn: 'Transfer requests',
          description: { zh: '查看供应商转移申请。', en: 'View supplier transfer requests.' },
          keywords: ['transfer request'],
        },
        {
          path: '/srm/operate/supplier/lication',
          title: { zh: '供应商申请', en: 'Supplier applications' },
          description: { zh: '查看供应商申请。', en: 'View supplier applications.' },
          keywords: ['application', 'lication'],
        },
        {
          path: '/srm/operate/supplier/check',
          title: { zh: '供应商审核', en: 'Supplier review' },
          description: { zh: '审核供应商。', en: 'Review suppliers.' },
          keywords: ['check', 'review', '审核'],
        },
        {
          path: '/srm/operate/change-source-approval',
          title: { zh: '来源变更审批', en: 'Source change approval' },
          description: { zh: '审批供应商来源变更。', en: 'Approve supplier source changes.' },
          keywords: ['change source', 'approval'],
        },
        {
          path: '/srm/operate/mac-address/list',
          title: { zh: 'MAC 地址列表', en: 'MAC addresses' },
          description: { zh: '管理设备 MAC 地址。', en: 'Manage device MAC addresses.' },
          keywords: ['mac address'],
        },
        {
          path: '/srm/operate/mac-address/log',
          title: { zh: 'MAC 地址日志', en: 'MAC address log' },
          description: { zh: '查看 MAC 地址的变更日志。', en: 'View the MAC address change log.' },
          keywords: ['mac log'],
        },
      ],
    },
    {
      key: 'wander',
      title: { zh: '流转记录', en: 'Transfer records' },
      pages: [
        {
          path: '/srm/wander/distribute',
          title: { zh: '供应商分配记录', en: 'Supplier distribution records' },
          shortEn: 'Distributions',
          description: { zh: '查看供应商的分配记录。', en: 'View records of supplier distribution.' },
          keywords: ['distribute', '分配'],
        },
        {
          path: '/srm/wander/transfer',
          title: { zh: '供应商转移记录', en: 'Supplier transfer records' },
          shortEn: 'Supplier transfers',
          description: { zh: '查看供应商的转移记录。', en: 'View records of supplier transfers.' },
          keywords: ['transfer record'],
        },
        {
          path: '/srm/wander/share',
          title: { zh: '供应商共享记录', en: 'Supplier share records' },
          description: { zh: '查看供应商的共享记录。', en: 'View records of supplier shares.' },
          keywords: ['share', '共享'],
        },
      ],
    },
    {
      key: 'tvs',
      title: { zh: 'TVS 管理', en: 'TVS' },
      pages: [
        {
          path: '/srm/tvs/account-query',
          title: { zh: 'TVS 账户查询', en: 'TVS accounts' },
          description: { zh: '查询 TVS 账户。', en: 'Look up TVS accounts.' },
          keywords: ['tvs account'],
        },
        {
          path: '/srm/tvs/withdrawal-record',
          title: { zh: 'TVS 提现记录', en: 'TVS withdrawals' },
          description: { zh: '查看 TVS 提现记录。', en: 'View TVS withdrawal records.' },
          keywords: ['withdrawal', '提现'],
        },
        {
          path: '/srm/tvs/notice',
          title: { zh: 'TVS 公告', en: 'TVS notices' },
          description: { zh: '管理 TVS 公告。', en: 'Manage TVS notices.' },
          keywords: ['notice', '公告'],
        },
        {
          path: '/srm/tvs/content-rewrite',
          title: { zh: 'TVS 内容改写', en: 'TVS content rewrite' },
          description: { zh: '管理 TVS 内容改写。', en: 'Manage TVS content rewriting.' },
          keywords: ['rewrite', '改写'],
        },
      ],
    },
    {
      key: 'product-inventory',
      title: { zh: '产品库存', en: 'Product inventory' },
      pages: [
        {
          path: '/srm/product-inventory/product-manage',
          title: { zh: '产品管理', en: 'Products' },
          description: { zh: '管理产品。', en: 'Manage products.' },
          keywords: ['product', '产品'],
        },
        {
          path: '/srm/product-inventory/stock-manage',
          title: { zh: '库存管理', en: 'Stock' },
          description: { zh: '管理产品库存。', en: 'Manage product stock.' },
          keywords: ['stock', 'inventory', '库存'],
        },
        {
          path: '/srm/product-inventory/stock-flow',
          title: { zh: '库存流水', en: 'Stock movements' },
          description: { zh: '查看库存流水。', en: 'View stock movements.' },
          keywords: ['stock flow', '流水'],
        },
      ],
    },
    {
      key: 'equipment-purchase',
      title: { zh: '设备采购', en: 'Equipment purchasing' },
      pages: [
        {
          path: '/srm/equipment-purchase/purchase-plan',
          title: { zh: '采购计划', en: 'Purchase plans' },
          description: { zh: '管理设备采购计划。', en: 'Manage equipment purchase plans.' },
          keywords: ['purchase plan', '采购'],
        },
        {
          path: '/srm/equipment-purchase/purchase-order',
          title: { zh: '采购订单', en: 'Purchase orders' },
          description: { zh: '管理设备采购订单。', en: 'Manage equipment purchase orders.' },
          keywords: ['purchase order', 'PO'],
        },
        {
          path: '/srm/equipment-purchase/equipment-purchase-request',
          title: { zh: '设备采购申请（已归档）', en: 'Equipment purchase requests (archived)' },
          shortEn: 'Archived requests',
          description: { zh: '查看已归档的设备采购申请。', en: 'View archived equipment purchase requests.' },
          keywords: ['purchase request', 'archived'],
        },
      ],
    },
    {
      key: 'warehouse',
      title: { zh: '仓库管理', en: 'Warehouse' },
      pages: [
        {
          path: '/srm/warehouse/stock-in',
          title: { zh: '入库管理', en: 'Stock in' },
          description: { zh: '管理设备入库。', en: 'Manage stock coming in.' },
          keywords: ['stock in', '入库'],
        },
        {
          path: '/srm/warehouse/stock-out',
          title: { zh: '出库管理', en: 'Stock out' },
          description: { zh: '管理设备出库与发货。', en: 'Manage stock going out and shipping.' },
          keywords: ['stock out', 'shipping', '出库'],
        },
        {
          path: '/srm/warehouse/inventory-daily-report',
          title: { zh: '库存日报', en: 'Daily inventory report' },
          description: { zh: '查看每日库存报表。', en: 'View the daily inventory report.' },
          keywords: ['daily report', 'inventory'],
        },
      ],
    },
    {
      key: 'device-sale',
      title: { zh: '设备销售', en: 'Device sales' },
      pages: [
        {
          path: '/srm/device-sale/order',
          title: { zh: '设备销售订单', en: 'Device sales orders' },
          description: { zh: '管理设备销售订单。', en: 'Manage device sales orders.' },
          keywords: ['sales order', '订单'],
        },
        {
          path: '/srm/device-sale/statistics',
          title: { zh: '设备销售统计', en: 'Device sales statistics' },
          description: { zh: '统计设备销售。', en: 'Device sales statistics.' },
          keywords: ['statistics', '统计'],
        },
        {
          path: '/srm/device-sale/shipping-equipment',
          title: { zh: '发货设备', en: 'Shipped equipment' },
          description: { zh: '查看已发货的设备。', en: 'View shipped equipment.' },
          keywords: ['shipping', '发货'],
        },
        {
          path: '/srm/device-sale/post-paid-order-bill',
          title: { zh: '后付费订单账单', en: 'Postpaid order bills' },
          description: { zh: '查看后付费订单账单。', en: 'View postpaid order bills.' },
          keywords: ['postpaid', 'bill', '账单'],
        },
      ],
    },
  ],
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
