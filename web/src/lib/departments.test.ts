import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Department } from './departments';

// The module reaches the API client, which reads and sets the page's language when loaded.
vi.stubGlobal('navigator', { language: 'en', languages: ['en'] });
vi.stubGlobal('document', { documentElement: { lang: '' } });
const { DEPARTMENTS_KEY, DepartmentName, DepartmentSelect, departmentChoices } =
  await import('./departments');

const department = (id: string, name: string, services: string[], archived = false) =>
  ({
    id,
    name,
    shortName: id,
    services,
    platform: null,
    colour: '#5865f2',
    archived,
  }) as Department;

const DEPARTMENTS = [
  department('Xbox', 'Xbox', ['police', 'fire', 'ems']),
  department('PlayStation', 'PlayStation', ['police', 'fire', 'ems']),
  department('BCSO', "Blaine County Sheriff's Office", ['police']),
  department('SAFD', 'San Andreas Fire Department', ['fire']),
  department('OLD', 'Old Department', ['police'], true),
];

/** Renders with the department list already loaded, as after GET /api/departments. */
function render(element: ReturnType<typeof createElement>) {
  const client = new QueryClient();
  client.setQueryData(DEPARTMENTS_KEY, DEPARTMENTS);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, element));
}

const options = (html: string) =>
  [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1], m[2]]);

describe('department selects', () => {
  it('offer every active department serving the use, a third one included, by name', () => {
    const html = render(
      createElement(DepartmentSelect, {
        label: 'Department',
        use: 'police',
        value: 'BCSO',
        onChange: () => undefined,
      }),
    );
    expect(options(html)).toEqual([
      ['Xbox', 'Xbox'],
      ['PlayStation', 'PlayStation'],
      ['BCSO', 'Blaine County Sheriff&#x27;s Office'],
    ]);
  });

  it('offer only the departments the member is admitted to, when told', () => {
    const html = render(
      createElement(DepartmentSelect, {
        label: 'Department',
        use: 'police',
        value: 'BCSO',
        only: ['BCSO', 'OLD'],
        onChange: () => undefined,
      }),
    );
    expect(options(html)).toEqual([['BCSO', 'Blaine County Sheriff&#x27;s Office']]);
  });

  it('offer fire/rescue profiles the departments serving fire or EMS only', () => {
    expect(departmentChoices(DEPARTMENTS, 'safr').map((d) => d.id)).toEqual([
      'Xbox',
      'PlayStation',
      'SAFD',
    ]);
    expect(departmentChoices(DEPARTMENTS, 'any').map((d) => d.id)).not.toContain('OLD');
  });

  it('show a row’s department by name, archived ones too, and an unknown id as it is', () => {
    expect(render(createElement(DepartmentName, { id: 'OLD' }))).toBe('Old Department');
    expect(render(createElement(DepartmentName, { id: 'Gone' }))).toBe('Gone');
  });
});
