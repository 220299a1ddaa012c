import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { MENU_ICON_NAMES, MENU_LAYOUT_NAMES, menuSave, menuTree, type AdminMenuNode } from '../../../shared/api/admin-menu-calls';
import { invalidateCall, useCallMutation } from '../../api/use-call';
import { MenuIcon } from '../../layout';
import { Dialog } from '../../ui/dialog';
import { callBody, Form, FormError, FormField, SubmitButton } from '../../ui/form';
import { Input } from '../../ui/input';

const saveBody = callBody(menuSave);
type SaveValues = z.input<typeof saveBody>;
const selectClass = 'h-10 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-500';

/** Edits one menu entry: names, icon, layout, shown or not. */
export function MenuNodeDialog({ node, title, onClose }: { node: AdminMenuNode; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const iconId = useId();
  const layoutId = useId();
  const form = useForm<SaveValues>({
    resolver: zodResolver(saveBody),
    defaultValues: {
      id: node.id,
      name: node.name,
      nameEn: node.nameEn,
      icon: node.icon as SaveValues['icon'],
      webShowFlag: node.webShowFlag,
      layoutName: node.layoutName,
    },
  });
  const icon = useWatch({ control: form.control, name: 'icon' });
  const save = useCallMutation(menuSave, { silent: true });
  // A node's own layout stays offered even if the route table no longer lists it elsewhere.
  const layouts = MENU_LAYOUT_NAMES.includes(node.layoutName) ? MENU_LAYOUT_NAMES : [...MENU_LAYOUT_NAMES, node.layoutName];
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('adminMenu.editTitle', { name: title })}>
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          const saved = await save.mutateAsync({ body: values });
          toast.success(t('adminMenu.saved', { name: title }));
          void invalidateCall(menuTree);
          onClose();
          return saved;
        }}
      >
        <p className="text-xs text-slate-600">{t('adminMenu.defaults', { name: node.defaults.name, nameEn: node.defaults.nameEn })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField<SaveValues> name="name" label={t('adminMenu.nameZh')}>
            <Input autoComplete="off" />
          </FormField>
          <FormField<SaveValues> name="nameEn" label={t('adminMenu.nameEn')}>
            <Input autoComplete="off" />
          </FormField>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={iconId} className="text-sm font-medium text-slate-800">
              {t('adminMenu.icon')}
            </label>
            <div className="flex items-center gap-2">
              <span className="text-slate-700">
                <MenuIcon name={icon ?? null} size={20} />
              </span>
              <select
                id={iconId}
                className={`${selectClass} min-w-0 flex-1`}
                {...form.register('icon', { setValueAs: (value: string | null) => (value ? value : null) })}
              >
                <option value="">{t('adminMenu.noIcon')}</option>
                {MENU_ICON_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={layoutId} className="text-sm font-medium text-slate-800">
              {t('adminMenu.layout')}
            </label>
            <select id={layoutId} className={selectClass} {...form.register('layoutName')}>
              {layouts.map((layout) => (
                <option key={layout} value={layout}>
                  {layout}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('webShowFlag')} />
          {t('adminMenu.showInMenu')}
        </label>
        <FormError />
        <div className="flex justify-end">
          <SubmitButton busyLabel={t('adminMenu.saving')}>{t('adminMenu.save')}</SubmitButton>
        </div>
      </Form>
    </Dialog>
  );
}
