import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { node } from '../../../tests/fixtures/menu-nodes';
import { SideMenu } from './side-menu';

// A small tree shaped like getUserInfo's userAuth: home, one section with a group, one external.
const tree = [
  node(598692, { name: '首页', nameEn: 'Home', router: '/home', international: 'HOME', icon: 'House' }),
  node(10, {
    name: '客户管理',
    nameEn: 'CRM',
    international: 'CRM',
    icon: 'Users',
    children: [
      node(11, {
        name: '运营',
        nameEn: 'Operations',
        children: [
          node(12, { name: '别名变更记录', nameEn: 'Alias changes', router: '/crm/operate/alias-record' }),
          node(13, { name: '隐藏页', nameEn: 'Hidden', router: '/crm/hidden', webShowFlag: false }),
        ],
      }),
    ],
  }),
  node(20, { name: '监控中心', nameEn: 'Monitoring centre', router: 'https://monitor.switchboard.com/', international: 'MONITOR' }),
];

function renderMenu(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SideMenu tree={tree} />
    </MemoryRouter>,
  );
}

beforeEach(() => setLanguage('zh'));
afterEach(cleanup);

describe('SideMenu', () => {
  it('is a navigation landmark named 菜单 with the e2e hooks', () => {
    const { container } = renderMenu('/home');
    expect(screen.getByRole('navigation', { name: '菜单' })).toBeTruthy();
    expect(container.querySelector('[data-menu-key="CRM"]')?.getAttribute('data-menu-id')).toBe('10');
    expect(container.querySelector('[data-menu-id="598692"]')?.getAttribute('href')).toBe('/home');
  });

  it('opens external systems in a new tab', () => {
    renderMenu('/home');
    const link = screen.getByRole('link', { name: /监控中心/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('expands the active section, marks the page current and hides invisible nodes', () => {
    renderMenu('/crm/operate/alias-record');
    expect(screen.getByRole('button', { name: '客户管理' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: '别名变更记录' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByText('隐藏页')).toBeNull();
  });

  it('highlights the parent menu page on a detail page', () => {
    renderMenu('/crm/operate/alias-record/details');
    expect(screen.getByRole('link', { name: '别名变更记录' }).getAttribute('aria-current')).toBe('page');
  });

  it('collapses and expands a section on click', () => {
    renderMenu('/home');
    const section = screen.getByRole('button', { name: '客户管理' });
    expect(section.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(section);
    expect(section.getAttribute('aria-expanded')).toBe('true');
  });

  it('switches labels with the language, without reload', async () => {
    renderMenu('/crm/operate/alias-record');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CRM' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Alias changes' })).toBeTruthy();
  });

  it('shows the route table’s short English labels, keeping the full title as name and tooltip', async () => {
    const bq = node(30, {
      name: '业务查询',
      nameEn: 'Business inquiry',
      international: 'BQ',
      children: [
        node(31, {
          name: '业绩查询',
          nameEn: 'Performance',
          international: 'BQ_G_PERFORMANCE',
          children: [
            node(32, {
              name: '直客日业绩',
              nameEn: 'Direct customer daily performance',
              international: 'BQ_RESULTS_QUERY_DAY_C_END',
              router: '/businessInquiry/resultsQuery/day/c-end',
            }),
          ],
        }),
      ],
    });
    render(
      <MemoryRouter initialEntries={['/businessInquiry/resultsQuery/day/c-end']}>
        <SideMenu tree={[bq]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: '直客日业绩' }).textContent).toBe('直客日业绩');
    await act(() => setLanguage('en'));
    const section = screen.getByRole('button', { name: 'Business inquiry' });
    expect(section.textContent).toBe('Inquiry');
    expect(section.querySelector('span[title]')?.getAttribute('title')).toBe('Business inquiry');
    const page = screen.getByRole('link', { name: 'Direct customer daily performance' });
    expect(page.textContent).toBe('Direct daily');
    expect(page.querySelector('span')?.getAttribute('title')).toBe('Direct customer daily performance');
  });
});
