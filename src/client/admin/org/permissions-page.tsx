import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionHolders, permissionResources, type PermissionResource } from '../../../shared/api/admin-org-calls';
import { useCall } from '../../api/use-call';
import { DataTable, cell } from '../../ui/data-table';
import { LoadState } from '../../ui/load-state';
import { PageFrame } from '../../ui/page-frame';
import { SearchBox } from '../../ui/search-box';
import { useLocalName } from '../user-dialogs';

interface Row {
  node: PermissionResource;
  depth: number;
}

/** Depth-first rows of the resource tree; with a keyword, the matches and their ancestors. */
function visibleRows(nodes: readonly PermissionResource[], keyword: string): Row[] {
  const children = new Map<number | null, PermissionResource[]>();
  for (const node of nodes) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  const needle = keyword.trim().toLowerCase();
  const matches = (node: PermissionResource) =>
    needle === '' || [node.name, node.nameEn, node.international, node.router ?? ''].some((text) => text.toLowerCase().includes(needle));
  const rows: Row[] = [];
  const walk = (parentId: number | null, depth: number): boolean => {
    let any = false;
    for (const node of children.get(parentId) ?? []) {
      const at = rows.length;
      rows.push({ node, depth });
      const inner = walk(node.id, depth + 1);
      if (!matches(node) && !inner) rows.splice(at);
      else any = true;
    }
    return any;
  };
  walk(null, 0);
  return rows;
}

function Answer({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation();
  const local = useLocalName();
  const answer = useCall(permissionHolders, { params: { id: resourceId } });
  const data = answer.data;
  return (
    <div className="flex flex-col gap-4">
      <LoadState pending={answer.isPending} error={answer.error} onRetry={() => void answer.refetch()} />
      {data && (
        <>
          <div>
            <h2 className="text-base font-semibold text-slate-900">{local(data.resource)}</h2>
            <p className="text-sm text-slate-600">
              {t(data.resource.kind === 'button' ? 'adminOrg.perm.kindButton' : 'adminOrg.perm.kindMenu')} · {t('adminOrg.perm.key')}:{' '}
              <code className="break-all">{data.resource.international}</code>
              {data.resource.router && <span className="break-all"> · {data.resource.router}</span>}
            </p>
          </div>
          <section aria-labelledby="perm-roles-title" className="flex flex-col gap-2">
            <h3 id="perm-roles-title" className="text-sm font-semibold text-slate-800">
              {t('adminOrg.perm.rolesTitle')}
            </h3>
            {data.roles.length === 0 ? (
              <p className="text-sm text-slate-600">{t('adminOrg.perm.noRoles')}</p>
            ) : (
              <DataTable
                caption={t('adminOrg.perm.rolesTitle')}
                head={[t('adminOrg.perm.role'), t('adminOrg.perm.reason'), t('admin.roles.holders')]}
              >
                {data.roles.map((role) => (
                  <tr key={role.id}>
                    <td className={cell}>
                      <span className="font-medium text-slate-900">{local(role)}</span>
                      <span className="block text-xs text-slate-600">{role.code}</span>
                    </td>
                    <td className={cell}>{role.all ? <AllBadge /> : t('adminOrg.perm.granted')}</td>
                    <td className={cell}>{t('adminOrg.perm.holders', { count: role.holders })}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </section>
          <section aria-labelledby="perm-people-title" className="flex flex-col gap-2">
            <h3 id="perm-people-title" className="text-sm font-semibold text-slate-800">
              {t('adminOrg.perm.peopleTitle')} ({data.people.length})
            </h3>
            {data.people.length === 0 ? (
              <p className="text-sm text-slate-600">{t('adminOrg.perm.noPeople')}</p>
            ) : (
              <DataTable
                caption={t('adminOrg.perm.peopleTitle')}
                head={[t('adminOrg.perm.person'), t('adminOrg.perm.reason'), t('adminOrg.perm.status')]}
              >
                {data.people.map((person) => (
                  <tr key={person.id}>
                    <td className={cell}>
                      <span className="font-medium text-slate-900">{local(person)}</span>
                      <span className="block text-xs text-slate-600">{person.username}</span>
                    </td>
                    <td className={cell}>
                      {t('adminOrg.perm.via')}{' '}
                      {person.via.map((role, at) => (
                        <span key={role.id}>
                          {at > 0 && '、'}
                          {local(role)}
                          {role.all && (
                            <>
                              {' '}
                              <AllBadge />
                            </>
                          )}
                        </span>
                      ))}
                    </td>
                    <td className={cell}>{t(person.status === 'disabled' ? 'adminOrg.perm.disabled' : 'adminOrg.perm.active')}</td>
                  </tr>
                ))}
              </DataTable>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function AllBadge() {
  const { t } = useTranslation();
  return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{t('adminOrg.perm.all')}</span>;
}

/** /setModule/authManage/permissions: who may do what, and why. */
export default function PermissionsPage() {
  const { t } = useTranslation();
  const local = useLocalName();
  const resources = useCall(permissionResources);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const rows = useMemo(() => visibleRows(resources.data ?? [], keyword), [resources.data, keyword]);
  return (
    <PageFrame id="admin-org-perm-title" title={t('adminOrg.perm.title')} intro={t('adminOrg.perm.intro')}>
      <LoadState pending={resources.isPending} error={resources.error} onRetry={() => void resources.refetch()} />
      {resources.data && (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          <nav aria-label={t('adminOrg.perm.resources')} className="flex min-w-0 flex-col gap-2 lg:w-80 lg:shrink-0">
            <SearchBox id="perm-resource-search" label={t('adminOrg.perm.search')} value={keyword} onChange={setKeyword} />
            {rows.length === 0 ? (
              <p className="text-sm text-slate-600">{t('adminOrg.perm.noResources')}</p>
            ) : (
              <ul className="max-h-[28rem] overflow-y-auto rounded-md border border-slate-200 bg-white lg:max-h-[36rem]">
                {rows.map(({ node, depth }) => (
                  <li key={node.id}>
                    <button
                      type="button"
                      aria-pressed={node.id === selected}
                      onClick={() => setSelected(node.id)}
                      style={{ paddingLeft: `${0.5 + depth}rem` }}
                      className="flex w-full items-center gap-2 py-1.5 pr-2 text-left text-sm text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 aria-pressed:bg-brand-50 aria-pressed:font-medium"
                    >
                      <span className="min-w-0 flex-1 truncate">{local(node)}</span>
                      {node.kind === 'button' && <span className="text-xs text-slate-600">{t('adminOrg.perm.kindButton')}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </nav>
          <div className="min-w-0 flex-1">
            {selected === null ? (
              <p className="rounded-md border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-600">
                {t('adminOrg.perm.pick')}
              </p>
            ) : (
              <Answer key={selected} resourceId={selected} />
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
