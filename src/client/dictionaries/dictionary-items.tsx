import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../ui/toast';
import {
  dictionaryItemDelete,
  dictionaryItemEnabled,
  dictionaryItemReorder,
  dictionaryItems,
  dictionaryTypes,
  type DictionaryItemRow,
  type DictionaryTypeRow,
} from '../../shared/api/dictionary-calls';
import { invalidateCall, useCall, useCallMutation } from '../api/use-call';
import { useLanguage } from '../i18n/i18n';
import { Button } from '../ui/button';
import { ConfirmDelete } from '../ui/confirm-delete';
import { DataTable } from '../ui/data-table';
import { LoadState } from '../ui/load-state';
import { Switch } from '../ui/switch';
import { ItemDialog } from './item-dialog';

/** Cells centred on the row: the rows hold buttons and switches beside one-line text. */
const mid = 'px-3 py-2 align-middle';

const refresh = () => {
  void invalidateCall(dictionaryItems);
  void invalidateCall(dictionaryTypes);
};

/** The items of one dictionary: order, names, enabled, with add, edit, move and delete. */
export function DictionaryItems({ type }: { type: DictionaryTypeRow }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const local = (row: { label: string; labelEn: string }) => (language === 'en' ? row.labelEn : row.label);
  const typeName = language === 'en' ? type.nameEn : type.name;
  const items = useCall(dictionaryItems, { body: { typeId: type.id } });
  const [editing, setEditing] = useState<DictionaryItemRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DictionaryItemRow | null>(null);
  const enable = useCallMutation(dictionaryItemEnabled, { onSuccess: refresh });
  const reorder = useCallMutation(dictionaryItemReorder, { onSuccess: refresh });
  const remove = useCallMutation(dictionaryItemDelete, {
    onSuccess: () => {
      if (deleting) toast.success(t('dictionaries.deleted', { name: local(deleting) }));
      setDeleting(null);
      refresh();
    },
    onError: () => setDeleting(null),
  });
  const move = (rows: DictionaryItemRow[], index: number, by: -1 | 1) => {
    const next = [...rows];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    reorder.mutate({ body: { typeId: type.id, itemIds: next.map((row) => row.id) } });
  };
  const rows = items.data ?? [];
  return (
    <section aria-labelledby="dictionary-items-title" className="flex min-w-0 flex-1 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 id="dictionary-items-title" className="text-base font-semibold text-slate-900">
            {t('dictionaries.itemsOf', { name: typeName, code: type.code })}
          </h2>
        </div>
        <Button onClick={() => setEditing('new')}>{t('dictionaries.newItem')}</Button>
      </div>
      <LoadState
        pending={items.isPending}
        error={items.error}
        onRetry={() => void items.refetch()}
        empty={rows.length === 0}
        emptyText={t('dictionaries.itemsEmpty')}
      />
      {rows.length > 0 && (
        <DataTable
          caption={t('dictionaries.itemsCaption', { name: typeName })}
          minWidth="min-w-[36rem]"
          head={[
            t('dictionaries.order'),
            t('dictionaries.code'),
            t('dictionaries.label'),
            t('dictionaries.labelEn'),
            t('dictionaries.enabled'),
            t('dictionaries.actions'),
          ]}
        >
          {rows.map((row, index) => (
            <tr key={row.id} className={row.enabled ? undefined : 'bg-slate-50 text-slate-600'}>
              <td className={`${mid} whitespace-nowrap`}>
                <span className="mr-1 inline-block w-5 text-right tabular-nums">{index + 1}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-1.5"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(rows, index, -1)}
                  aria-label={`${t('dictionaries.moveUp')} ${local(row)}`}
                >
                  <ArrowUp aria-hidden size={16} />
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="px-1.5"
                  disabled={index === rows.length - 1 || reorder.isPending}
                  onClick={() => move(rows, index, 1)}
                  aria-label={`${t('dictionaries.moveDown')} ${local(row)}`}
                >
                  <ArrowDown aria-hidden size={16} />
                </Button>
              </td>
              <td className={`${mid} font-mono`}>{row.code}</td>
              <td className={mid}>{row.label}</td>
              <td className={mid}>{row.labelEn}</td>
              <td className={mid}>
                <Switch
                  checked={row.enabled}
                  busy={enable.isPending}
                  label={t('dictionaries.enabledLabel', { name: local(row) })}
                  onChange={(enabled) => enable.mutate({ body: { id: row.id, enabled } })}
                />
              </td>
              <td className={`${mid} whitespace-nowrap`}>
                <Button size="sm" variant="ghost" onClick={() => setEditing(row)}>
                  {t('dictionaries.edit')}
                  <span className="sr-only"> {local(row)}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(row)}>
                  {t('dictionaries.delete')}
                  <span className="sr-only"> {local(row)}</span>
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && <ItemDialog typeId={type.id} row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDelete
          name={local(deleting)}
          body={t('dictionaries.deleteBody', { name: local(deleting) })}
          busy={remove.isPending}
          onConfirm={() => remove.mutate({ body: { id: deleting.id } })}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
