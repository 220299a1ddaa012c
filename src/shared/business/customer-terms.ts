/**
 * The closed vocabularies of a customer's terms that approvals change: the form's select options
 * must come from these (the effect registry checks it at publish), the pages label them.
 */
export const CUSTOMER_SOURCES = ['self', 'website', 'exhibition', 'referral', 'channel', 'openSea'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

export const PAYMENT_METHODS = ['prepay', 'postpay'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const BILL_CYCLES = ['month', 'halfMonth', 'week'] as const;
export type BillCycle = (typeof BILL_CYCLES)[number];

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
