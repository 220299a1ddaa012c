import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { StaffOption } from '../../shared/api/staff-calls';

/** A colleague's card, on the nested page a `@` result opens. */
export function PersonCard({ person }: { person: StaffOption }) {
  const { t } = useTranslation();
  return (
    <section aria-label={person.name} className="flex shrink-0 items-start gap-3 border-b border-slate-200 px-4 py-3">
      <UserRound aria-hidden size={36} className="rounded-full bg-slate-100 p-1.5 text-slate-500" />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="sr-only">{t('palette.kinds.person')}</dt>
        <dd className="col-span-2 font-medium text-slate-900">{person.name}</dd>
        <dt className="text-slate-500">{t('palette.person.jobNumber')}</dt>
        <dd className="text-slate-800">{person.jobNumber}</dd>
        <dt className="text-slate-500">{t('palette.person.departments')}</dt>
        <dd className="text-slate-800">{person.deptNames.length > 0 ? person.deptNames.join(' / ') : t('palette.person.noDepartments')}</dd>
      </dl>
    </section>
  );
}
