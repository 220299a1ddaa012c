import { z } from 'zod';
import { accountBalance, creditChange, creditTerms, customerShare, ledgerEntry } from './crm-customer-terms';
import { SIGNED_IN, defineCall } from './define-call';

/**
 * Application detail views (sections.md §7 "/v2/workflow", last bullet): one typed call per family
 * of apply forms, answering the family's fields from the request's form data plus the records the
 * request touched. Applications are workflow requests, so `id` (as the legacy detail pages link an
 * application) and `processInstanceId` (as the process centre links it) name the same request.
 */

const money = z.object({ amount: z.string(), currency: z.string() });
const period = z.object({ from: z.string(), to: z.string() });
const files = z.array(z.object({ fileId: z.string(), name: z.string() }));
/** A field the request's form may lack (an older version of the form): null then. */
const opt = <T extends z.ZodType>(schema: T) => schema.nullable();

const customerCode = opt(z.string()).describe('Customer code');
const reason = opt(z.string());

/** The families, each with the process codes it covers and the typed fields of its form. */
export const APPLICATION_FAMILIES = {
  recharge: {
    path: 'finance/recharge',
    title: 'Recharge (to account or tripartite)',
    processCodes: ['recharge'],
    form: z.object({
      customer: customerCode,
      amount: opt(money),
      rechargeType: z.enum(['toAccount', 'tripartite']).describe('tripartite when a third party (payer) pays for the customer'),
      payer: opt(z.string()).describe('The third party paying, for a tripartite recharge'),
      reason,
      files: opt(files),
    }),
  },
  financePay: {
    path: 'finance/financepay',
    title: 'Supplier payment',
    processCodes: ['payment'],
    form: z.object({ supplier: opt(z.string()), amount: opt(money), invoice: opt(files), reason }),
  },
  prepaidCredit: {
    path: 'credit/prepaidcredit',
    title: 'Prepaid credit limit',
    processCodes: ['prepay-credit'],
    form: z.object({ customer: customerCode, limit: opt(money), reason }),
  },
  postpayCredit: {
    path: 'credit/postpayCredit',
    title: 'Postpaid credit limit and terms',
    processCodes: ['postpay-credit'],
    form: z.object({ customer: customerCode, limit: opt(money), termsDays: opt(z.number()), billCycle: opt(z.string()), reason }),
  },
  returnMoneyDelay: {
    path: 'credit/returnMoneyDelay',
    title: 'Payment deferral',
    processCodes: ['credit-deferral'],
    form: z.object({ customer: customerCode, amount: opt(money), deferredUntil: opt(z.string()), reason }),
  },
  payChange: {
    path: 'credit/payChange',
    title: 'Payment method change',
    processCodes: ['credit-method'],
    form: z.object({ customer: customerCode, method: opt(z.string()), reason }),
  },
  cycleUpdate: {
    path: 'credit/cycleUpdate',
    title: 'Billing cycle change',
    processCodes: ['bill-change'],
    form: z.object({ customer: customerCode, billCycle: opt(z.string()), reason }),
  },
  tempCredit: {
    path: 'credit/tempCredit',
    title: 'Temporary credit limit',
    processCodes: ['temporary-credit'],
    form: z.object({ customer: customerCode, tempLimit: opt(money), period: opt(period), reason }),
  },
  contractApply: {
    path: 'contract/apply',
    title: 'Contract seal',
    processCodes: ['contract-seal'],
    form: z.object({ customer: customerCode, contract: opt(files), seal: opt(z.string()), copies: opt(z.number()), reason }),
  },
  accountUnsuspend: {
    path: 'account/unsuspend',
    title: 'Account unsuspension',
    processCodes: ['account-unsuspend'],
    form: z.object({ customer: customerCode, reason, files: opt(files) }),
  },
  specialPrice: {
    path: 'quotation/special',
    title: 'Quotation special review: price',
    processCodes: ['special-price'],
    form: z.object({
      customer: customerCode,
      country: opt(z.string()),
      price: opt(z.number()),
      volume: opt(z.number()),
      period: opt(period),
      reason,
    }),
  },
  specialSupplier: {
    path: 'quotation/supplier',
    title: 'Quotation special review: supplier',
    processCodes: ['supplier'],
    form: z.object({
      supplierName: opt(z.string()),
      services: opt(z.string()),
      contact: opt(z.string()),
      licence: opt(files),
      reason,
    }),
  },
  voiceRate: {
    path: 'quotation/voice-special',
    title: 'Quotation special review: voice rate',
    processCodes: ['voice-special-price'],
    form: z.object({ customer: customerCode, destination: opt(z.string()), price: opt(z.number()), minutes: opt(z.number()), reason }),
  },
} as const;
export type ApplicationFamily = keyof typeof APPLICATION_FAMILIES;

/** The request behind an application, as the process centre shows it. */
export const applicationHeader = z.object({
  id: z.number().int(),
  processInstanceId: z.number().int(),
  processCode: z.string(),
  processName: z.string(),
  processNameEn: z.string(),
  title: z.string(),
  status: z.string().describe('running | returned | approved | rejected | withdrawn'),
  applicant: z.object({ staffId: z.number().int(), name: z.string(), deptName: z.string().nullable() }),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** The records the request names or changed: its customer or supplier, and what its approval applied. */
export const applicationRelated = z.object({
  customer: z
    .object({
      code: z.string(),
      name: z.string(),
      ownerName: z.string(),
      accountStatus: z.string(),
      source: z.string(),
      openSea: z.boolean(),
    })
    .nullable(),
  supplier: z.object({ code: z.string(), name: z.string(), nameEn: z.string() }).nullable(),
  balances: z.array(accountBalance).describe('The customer’s balances now'),
  credit: creditTerms.nullable().describe('The customer’s credit terms now'),
  effect: z
    .object({ serviceName: z.string(), appliedAt: z.string() })
    .nullable()
    .describe('The business change applied at the final approval, if any'),
  ledger: z.array(ledgerEntry).describe('Account ledger rows this request wrote'),
  creditChanges: z.array(creditChange).describe('Credit changes this request made'),
  customerChanges: z.array(z.object({ field: z.string(), before: z.string(), after: z.string(), createdAt: z.string() })),
  shares: z.array(customerShare).describe('Department shares this request granted'),
});

export const applicationQuery = z.object({
  id: z.coerce.number().int().positive().optional().describe('The application (request) id'),
  processInstanceId: z.coerce.number().int().positive().optional().describe('The process instance id; either this or id'),
});

function applicationDetailCall<F extends ApplicationFamily>(family: F) {
  const spec = APPLICATION_FAMILIES[family];
  return defineCall({
    id: `workflow.applicationDetail.${family}`,
    method: 'GET',
    path: `/v2/workflow/application/${spec.path}/detail`,
    permission: SIGNED_IN,
    tag: 'workflow',
    summary: `${spec.title}: the application by id or processInstanceId (applicant, approvers, cc, administrators)`,
    query: applicationQuery,
    response: z.object({
      application: applicationHeader,
      form: spec.form as (typeof APPLICATION_FAMILIES)[F]['form'],
      related: applicationRelated,
    }),
  });
}

export const rechargeApplicationDetail = applicationDetailCall('recharge');
export const financePayApplicationDetail = applicationDetailCall('financePay');
export const prepaidCreditApplicationDetail = applicationDetailCall('prepaidCredit');
export const postpayCreditApplicationDetail = applicationDetailCall('postpayCredit');
export const returnMoneyDelayApplicationDetail = applicationDetailCall('returnMoneyDelay');
export const payChangeApplicationDetail = applicationDetailCall('payChange');
export const cycleUpdateApplicationDetail = applicationDetailCall('cycleUpdate');
export const tempCreditApplicationDetail = applicationDetailCall('tempCredit');
export const contractApplicationDetail = applicationDetailCall('contractApply');
export const accountUnsuspendApplicationDetail = applicationDetailCall('accountUnsuspend');
export const specialPriceApplicationDetail = applicationDetailCall('specialPrice');
export const specialSupplierApplicationDetail = applicationDetailCall('specialSupplier');
export const voiceRateApplicationDetail = applicationDetailCall('voiceRate');

/** Every family's call, for the server to serve each with the shared loader. */
export const APPLICATION_DETAIL_CALLS = {
  recharge: rechargeApplicationDetail,
  financePay: financePayApplicationDetail,
  prepaidCredit: prepaidCreditApplicationDetail,
  postpayCredit: postpayCreditApplicationDetail,
  returnMoneyDelay: returnMoneyDelayApplicationDetail,
  payChange: payChangeApplicationDetail,
  cycleUpdate: cycleUpdateApplicationDetail,
  tempCredit: tempCreditApplicationDetail,
  contractApply: contractApplicationDetail,
  accountUnsuspend: accountUnsuspendApplicationDetail,
  specialPrice: specialPriceApplicationDetail,
  specialSupplier: specialSupplierApplicationDetail,
  voiceRate: voiceRateApplicationDetail,
} as const;
