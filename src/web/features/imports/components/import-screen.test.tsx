// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ImportPreview, type ImportRun, importTexts } from '../../../../shared/imports';
import { fileProblem } from './file-form';
import { RunList } from './import-log';
import { PreviewOptions } from './preview-options';
import { PreviewSummary } from './preview-summary';
import { UrlForm } from './url-form';

afterEach(cleanup);

const item = (key: string, title: string, reference: string | null = null) => ({
  key,
  title,
  reference,
  listing_id: null,
});

function preview(over: Partial<ImportPreview> = {}): ImportPreview {
  return {
    preview_id: '7f1c1d9e-4a41-4c4e-9d57-2a4a3f8c0b11',
    source: { kind: 'feed_url', name: 'https://crm.example.es/kyero.xml' },
    total: 6,
    new: [item('4470', 'Piso en Madrid', 'MAD-001'), item('4472', 'Piso en Valencia'), item('4473', 'Villa')],
    updated: [],
    unchanged: 0,
    invalid: ['Propiedad 4471: falta el precio', 'Propiedad 4475: alquiler por semanas no admitido'],
    beyond_limit: 2,
    published_limit: 1,
    left: [],
    notes: ["Propiedad 4474: tipo 'Castle' importado como piso"],
    photos: 3,
    linked: 0,
    ...over,
  };
}

const figure = (testId: string) => screen.getByTestId(testId).querySelector('dd')?.textContent;

describe('the preview', () => {
  it('shows each figure, says that those past the plan come in as Borrador, and lists the reasons', () => {
    render(<PreviewSummary preview={preview()} />);
    expect(figure('import-count-new')).toBe('3');
    expect(figure('import-count-invalid')).toBe('2');
    expect(figure('import-count-beyond-limit')).toBe('2');
    expect(figure('import-count-left')).toBe('0');
    expect(
      screen.getByText(
        '2 inmuebles superan el límite de tu plan (1 inmueble publicado) y entrarán como Borrador. Podrás publicarlos cuando despubliques otros o cambies de plan.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Por qué no son válidos (2)')).toBeTruthy();
    expect(screen.getByText('Propiedad 4471: falta el precio')).toBeTruthy();
    expect(screen.getByText('Ref. MAD-001')).toBeTruthy();
    expect(screen.getByText('Se descargarán 3 fotos nuevas.')).toBeTruthy();
  });

  it('a feed URL: the three options with their defaults, and "Importar" sends them with the preview', () => {
    const onImport = vi.fn();
    render(<PreviewOptions preview={preview()} pending={false} onImport={onImport} onRestart={() => {}} />);
    expect((screen.getByLabelText('Inmuebles que ya no están en el feed') as HTMLSelectElement).value).toBe(
      'draft',
    );
    expect((screen.getByLabelText('Dirección en el microsite') as HTMLSelectElement).value).toBe('zone');
    const schedule = screen.getByLabelText('Sincronizar') as HTMLSelectElement;
    expect(schedule.value).toBe('daily');
    fireEvent.change(schedule, { target: { value: 'hourly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(onImport).toHaveBeenCalledWith({
      preview_id: '7f1c1d9e-4a41-4c4e-9d57-2a4a3f8c0b11',
      left_action: 'draft',
      address_privacy: 'zone',
      schedule: 'hourly',
    });
  });

  it('a spreadsheet with nothing that left: no schedule and no question about left listings', () => {
    render(
      <PreviewOptions
        preview={preview({ source: { kind: 'sheet', name: 'plantilla.csv' } })}
        pending={false}
        onImport={() => {}}
        onRestart={() => {}}
      />,
    );
    expect(screen.queryByLabelText('Sincronizar')).toBeNull();
    expect(screen.queryByLabelText('Inmuebles que ya no están en el feed')).toBeNull();
    expect(screen.getByLabelText('Dirección en el microsite')).toBeTruthy();
  });

  it('nothing new or updated: says so and offers no "Importar", unless listings left the source', () => {
    const empty = preview({ new: [], updated: [], unchanged: 4, source: { kind: 'sheet', name: 'a.csv' } });
    const { unmount } = render(
      <PreviewOptions preview={empty} pending={false} onImport={() => {}} onRestart={() => {}} />,
    );
    expect(screen.getByText(importTexts.nothingToImport)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Importar' })).toBeNull();
    unmount();
    render(
      <PreviewOptions
        preview={{ ...empty, left: [item('9', 'Ático vendido', 'OLD-9')] }}
        pending={false}
        onImport={() => {}}
        onRestart={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Importar' })).toBeTruthy();
    expect(screen.getByLabelText('Inmuebles que ya no están en el feed')).toBeTruthy();
  });
});

describe('the feed form', () => {
  it('checks the address with the server’s schema before sending, and keeps what was typed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <UrlForm defaults={{ url: '', username: '' }} hasSavedPassword={false} onPreview={() => {}} />
      </QueryClientProvider>,
    );
    const url = screen.getByLabelText('Dirección del feed') as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Leer feed' }));
    expect((await screen.findByRole('alert')).textContent).toBe(importTexts.urlRequired);
    fireEvent.change(url, { target: { value: 'ftp://crm.example.es/feed.xml' } });
    fireEvent.click(screen.getByRole('button', { name: 'Leer feed' }));
    await screen.findByText(importTexts.urlInvalid);
    expect(url.value).toBe('ftp://crm.example.es/feed.xml');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('refuses a file that is not XML, CSV or Excel before sending it', () => {
    expect(fileProblem(null)).toBe(importTexts.fileRequired);
    expect(fileProblem(new File(['x'], 'fotos.zip'))).toBe(importTexts.fileType);
    expect(fileProblem(new File(['x'], 'Plantilla.XLSX'))).toBeNull();
    expect(fileProblem(new File(['x'], 'feed.xml'))).toBeNull();
  });
});

describe('the import log', () => {
  const run = (over: Partial<ImportRun>): ImportRun => ({
    id: 'r1',
    status: 'done',
    source: { kind: 'feed_url', name: 'https://crm.example.es/kyero.xml' },
    scheduled: true,
    created_at: '2026-11-28T16:05:00.000Z',
    finished_at: '2026-11-28T16:06:00.000Z',
    counts: {
      created: 3,
      updated: 1,
      unchanged: 2,
      invalid: 2,
      left: 1,
      drafted: 2,
      photos_downloaded: 9,
      photos_kept: 0,
    },
    progress: { done: 6, total: 6 },
    errors: ['Propiedad 4471: falta el precio'],
    error: null,
    ...over,
  });

  it('each run: when (Spain’s clock), scheduled or manual, status, counts and its errors', () => {
    render(
      <RunList
        runs={[
          run({}),
          run({
            id: 'r2',
            status: 'failed',
            scheduled: false,
            source: { kind: 'sheet', name: 'plantilla.csv' },
            error: 'El feed no es XML.',
            errors: [],
          }),
        ]}
      />,
    );
    const [first, second] = screen.getAllByTestId('import-log-run');
    const one = within(first!);
    expect(one.getByText('28 nov 2026, 17:05')).toBeTruthy();
    expect(one.getByText('Programada')).toBeTruthy();
    expect(one.getByText('Terminada')).toBeTruthy();
    expect(
      one.getByText('3 nuevos · 1 actualizado · 2 sin cambios · 2 no válidos · 1 fuera del feed, a Borrador'),
    ).toBeTruthy();
    expect(one.getByText('Avisos por inmueble (1)')).toBeTruthy();
    const two = within(second!);
    expect(two.getByText('Manual')).toBeTruthy();
    expect(two.getByText('Fallida')).toBeTruthy();
    expect(two.getByText('El feed no es XML.')).toBeTruthy();
  });

  it('no runs yet: says so', () => {
    render(<RunList runs={[]} />);
    expect(screen.getByText('Aún no has importado nada.')).toBeTruthy();
  });
});
