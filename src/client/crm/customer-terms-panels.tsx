import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerDetailTerms } from '../../shared/api/crm-calls';
import type { CustomerTerms } from '../../shared/api/crm-customer-terms';
import { shanghaiDate } from '../../shared/business/dates';
import { formatMoney } from '../../shared/business/figures';

type CreditKey = keyof CustomerTerms['credit'];

const MONEY_KEYS: readonly string[] = ['creditLimit', 'tempLimit'];

/** One credit value as staff read it: money with two decimals, a method or cycle by name, none as 无. */
function useCreditValue() {
  const { t } = useTranslation();
  return (key: string, value: string | number | null | undefined): string => {
    if (value === null || value === undefined) return t('business.customers.terms.none');
    if (key === 'paymentMethod') return t(`business.customers.terms.methods.${value as 'prepay'}`);
    if (key === 'billCycle') return t(`business.customers.terms.cycles.${value as 'month'}`);
    if (MONEY_KEYS.includes(key)) return formatMoney(String(value));
    return String(value);
  };
}

const cell = 'px-2 py-1';
const head = `${cell} font-normal text-slate-500`;

type Rows = [string, React.ReactNode][];

function useCreditRows(): (credit: CustomerTerms['credit']) => Rows {
  const { t } = useTranslation();
  const creditValue = useCreditValue();
  return (credit) => {
    const temp =
      Number(credit.tempLimit) > 0 && credit.tempFrom && credit.tempTo
        ? `${formatMoney(credit.tempLimit)} ${credit.currency}（${t('business.customers.terms.tempPeriod', { from: credit.tempFrom, to: credit.tempTo })}）`
        : t('business.customers.terms.none');
    return [
      [t('business.customers.terms.paymentMethod'), creditValue('paymentMethod', credit.paymentMethod)],
      [t('business.customers.terms.creditLimit'), `${formatMoney(credit.creditLimit)} ${credit.currency}`],
      [t('business.customers.terms.tempLimit'), temp],
      [t('business.customers.terms.paymentTermsDays'), t('business.customers.terms.days', { count: credit.paymentTermsDays })],
      [t('business.customers.terms.billCycle'), creditValue('billCycle', credit.billCycle)],
      [t('business.customers.terms.deferredUntil'), credit.deferredUntil ?? t('business.customers.terms.none')],
    ];
  };
}

/**
 * Account and credit terms: the balance per currency, status, source, and the current credit. The
 * balance and the credit rows are left out where the person's field rights hide them.
 */
function AccountSummary({ terms, hidden }: { terms: CustomerDetailTerms; hidden: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const creditRows = useCreditRows();
  const id = useId();
  const balance: Rows = hidden.has('balance')
    ? []
    : [
        [
          t('business.customers.terms.balance'),
          terms.balances.length === 0
            ? t('business.customers.terms.noBalance')
            : terms.balances.map((entry) => (
                <span key={entry.currency} className="block tabular-nums">
                  {formatMoney(entry.balance)} {entry.currency}
                </span>
              )),
        ],
      ];
  const rows: Rows = [
    ...balance,
    [t('business.customers.terms.accountStatus'), t(`business.customers.terms.status.${terms.accountStatus}`)],
    [
      t('business.customers.terms.source'),
      `${t(`business.customers.terms.sources.${terms.source}`)}${terms.openSea ? ` · ${t('business.customers.terms.openSea')}` : ''}`,
    ],
    ...(terms.credit && !hidden.has('credit') ? creditRows(terms.credit) : []),
  ];
  return (
    <section aria-labelledby="customer-account" className="rounded-md border border-slate-200 bg-white p-3">
      <h2 id="customer-account" className="mb-2 text-sm font-medium">
        {t('business.customers.terms.account')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4">
        {rows.map(([label, value], index) => (
          // The value is named by its term, so a reader (and a test) finds 账户余额 / Balance by name.
          <div key={label} className="contents">
            <dt id={`${id}-${index}`} className="text-slate-500">
              {label}
            </dt>
            <dd aria-labelledby={`${id}-${index}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A titled table with its own empty line. */
function HistoryTable({
  id,
  title,
  empty,
  columns,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  columns: string[];
  rows: React.ReactNode[][];
}) {
  return (
    <section aria-labelledby={id} className="rounded-md border border-slate-200 bg-white p-3">
      <h2 id={id} className="mb-2 text-sm font-medium">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{empty}</p>
      ) : (
        <table className="w-full text-sm" aria-labelledby={id}>
          <thead className="text-left">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={head}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index} className="border-t border-slate-100">
                {row.map((value, at) => (
                  <td key={at} className={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * What approvals changed on the customer: account balance and its ledger, credit terms and their
 * history, the departments it is shared with. Each part says when it has nothing yet; a part the
 * person's field rights hide is not shown at all.
 */
export function CustomerTermsPanels({ terms, hidden }: { terms: CustomerDetailTerms; hidden: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const creditValue = useCreditValue();
  const origin = (instanceId: number | null) =>
    instanceId === null ? t('business.customers.terms.manual') : t('business.customers.terms.request', { id: instanceId });
  return (
    <>
      <AccountSummary terms={terms} hidden={hidden} />
      {!hidden.has('balance') && (
        <HistoryTable
          id="customer-ledger"
          title={t('business.customers.terms.ledger')}
          empty={t('business.customers.terms.noLedger')}
          columns={[
            t('business.customers.terms.date'),
            t('business.customers.terms.amount'),
            t('business.customers.terms.balanceAfter'),
            t('business.customers.terms.origin'),
            t('business.customers.terms.note'),
          ]}
          rows={terms.ledger.map((row) => [
            shanghaiDate(new Date(row.createdAt)),
            <span className="tabular-nums">{`${formatMoney(row.amount)} ${row.currency}`}</span>,
            <span className="tabular-nums">{`${formatMoney(row.balanceAfter)} ${row.currency}`}</span>,
            origin(row.instanceId),
            row.note,
          ])}
        />
      )}
      {!hidden.has('credit') && (
        <HistoryTable
          id="customer-credit-history"
          title={t('business.customers.terms.creditHistory')}
          empty={t('business.customers.terms.noCreditHistory')}
          columns={[
            t('business.customers.terms.date'),
            t('business.customers.terms.kind'),
            t('business.customers.terms.change'),
            t('business.customers.terms.origin'),
          ]}
          rows={terms.creditHistory.map((row) => [
            shanghaiDate(new Date(row.createdAt)),
            t(`business.customers.terms.kinds.${row.kind}`),
            Object.keys(row.after)
              .map(
                (key) =>
                  `${t(`business.customers.terms.fields.${key as CreditKey}`)}: ${creditValue(key, row.before[key])} → ${creditValue(key, row.after[key])}`,
              )
              .join('；'),
            origin(row.instanceId),
          ])}
        />
      )}
      <HistoryTable
        id="customer-shares"
        title={t('business.customers.terms.shares')}
        empty={t('business.customers.terms.noShares')}
        columns={[t('business.customers.terms.sharedDept'), t('business.customers.terms.period'), t('business.customers.terms.origin')]}
        rows={terms.shares.map((share) => [
          share.deptName,
          t('business.customers.terms.tempPeriod', { from: share.validFrom, to: share.validTo }),
          origin(share.instanceId),
        ])}
      />
    </>
  );
}
