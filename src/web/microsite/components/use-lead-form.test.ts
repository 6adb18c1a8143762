// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leadsApi, leadTexts } from '../../../shared/leads';
import { useLeadForm } from './use-lead-form';

// The hook runs on Preact here as in the microsite (build/preact-compat.ts aliases its `react`).
const SLUG = 'piso-luminoso-en-chamberi';
const draftKey = `escaparate:solicitud:${SLUG}`;
const render = (active = true) =>
  renderHook(() => useLeadForm({ slug: SLUG, useCode: 'residencial', active }));
/** Validation starts once the lazily loaded schema is in. */
const schemaLoaded = async (hook: ReturnType<typeof render>) =>
  waitFor(() => expect(hook.result.current.valid).toBe(false));
/** A form filled in as a buyer would, asking for an answer by e-mail. */
async function renderFilled() {
  const hook = render();
  await schemaLoaded(hook);
  act(() => {
    hook.result.current.set('firstName', 'Lucía');
    hook.result.current.set('lastName', 'Martín');
    hook.result.current.set('email', 'lucia@example.es');
    hook.result.current.set('consent', true);
  });
  return hook;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('useLeadForm', () => {
  it('loads its validation code only once the form is on screen (not with the page)', async () => {
    const hidden = renderHook(({ active }) => useLeadForm({ slug: SLUG, useCode: 'residencial', active }), {
      initialProps: { active: false },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(hidden.result.current.valid).toBe(true);
    hidden.rerender({ active: true });
    await waitFor(() => expect(hidden.result.current.valid).toBe(false));
  });

  it('keeps the draft with every keystroke (never the honeypot) and restores it after a reload', async () => {
    const first = render();
    act(() => first.result.current.set('firstName', 'Lucía'));
    act(() => first.result.current.set('email', 'lucia@example.es'));
    act(() => first.result.current.set('website', 'http://spam.example'));
    expect(JSON.parse(localStorage.getItem(draftKey)!)).toMatchObject({
      savedAt: expect.any(Number),
      values: { firstName: 'Lucía', email: 'lucia@example.es' },
    });
    expect(localStorage.getItem(draftKey)).not.toContain('spam');
    first.unmount();

    const again = render();
    await waitFor(() => expect(again.result.current.values.firstName).toBe('Lucía'));
    expect(again.result.current.values).toMatchObject({ email: 'lucia@example.es', website: '' });
  });

  it('never keeps the consent: a restored draft comes back with the box unticked', async () => {
    const first = await renderFilled();
    expect(first.result.current.values.consent).toBe(true);
    expect(localStorage.getItem(draftKey)).not.toContain('consent');
    first.unmount();

    const again = render();
    await waitFor(() => expect(again.result.current.values.firstName).toBe('Lucía'));
    expect(again.result.current.values.consent).toBe(false);
    // A draft written by an older version, with the box ticked, does not tick it either.
    again.unmount();
    localStorage.setItem(
      draftKey,
      JSON.stringify({ savedAt: Date.now(), values: { firstName: 'Ana', consent: true } }),
    );
    const old = render();
    await waitFor(() => expect(old.result.current.values.firstName).toBe('Ana'));
    expect(old.result.current.values.consent).toBe(false);
  });

  it('drops a draft older than a day (the next person on a shared device finds an empty form)', async () => {
    const day = 24 * 60 * 60 * 1000;
    localStorage.setItem(
      draftKey,
      JSON.stringify({
        savedAt: Date.now() - day - 60_000,
        values: { firstName: 'Lucía', email: 'lucia@example.es' },
      }),
    );
    const stale = render();
    await waitFor(() => expect(localStorage.getItem(draftKey)).toBeNull());
    expect(stale.result.current.values).toMatchObject({ firstName: '', email: '', consent: false });
    stale.unmount();
    // A day old less a minute still comes back.
    localStorage.setItem(
      draftKey,
      JSON.stringify({ savedAt: Date.now() - day + 60_000, values: { firstName: 'Lucía' } }),
    );
    const fresh = render();
    await waitFor(() => expect(fresh.result.current.values.firstName).toBe('Lucía'));
    // A draft of the old shape (no date) is dropped as well.
    fresh.unmount();
    localStorage.setItem(draftKey, JSON.stringify({ firstName: 'Lucía', consent: true }));
    const undated = render();
    await waitFor(() => expect(localStorage.getItem(draftKey)).toBeNull());
    expect(undated.result.current.values.firstName).toBe('');
  });

  it('says what a disabled "Enviar solicitud" waits for, in the form\'s order', async () => {
    const hook = render();
    await schemaLoaded(hook);
    expect(hook.result.current.missing).toEqual(['firstName', 'lastName', 'email', 'consent']);
    act(() => hook.result.current.set('firstName', 'Lucía'));
    act(() => hook.result.current.set('contactMethod', 'whatsapp'));
    expect(hook.result.current.missing).toEqual(['lastName', 'phone', 'consent']);
    act(() => hook.result.current.set('lastName', 'Martín'));
    act(() => hook.result.current.set('phone', '612 345 678'));
    act(() => hook.result.current.set('consent', true));
    expect(hook.result.current.missing).toEqual([]);
    expect(hook.result.current.valid).toBe(true);
    expect(
      leadTexts.form.missing(['tu nombre', 'un e-mail válido'].concat('marcar la casilla de privacidad')),
    ).toBe('Para enviar falta: tu nombre, un e-mail válido y marcar la casilla de privacidad.');
  });

  it('switching the channel keeps what was typed for the other one and asks for the chosen one', async () => {
    const hook = render();
    await schemaLoaded(hook);
    act(() => {
      hook.result.current.set('firstName', 'Lucía');
      hook.result.current.set('lastName', 'Martín');
      hook.result.current.set('consent', true);
      hook.result.current.set('email', 'lucia@example.es');
    });
    await waitFor(() => expect(hook.result.current.valid).toBe(true));

    act(() => hook.result.current.set('contactMethod', 'whatsapp'));
    act(() => hook.result.current.touch('phone'));
    expect(hook.result.current.valid).toBe(false);
    expect(hook.result.current.shownError('phone')).toBe(leadTexts.phoneRequired);
    act(() => hook.result.current.set('phone', '612 345 678'));
    expect(hook.result.current.valid).toBe(true);

    act(() => hook.result.current.set('contactMethod', 'email'));
    expect(hook.result.current.values).toMatchObject({ email: 'lucia@example.es', phone: '612 345 678' });
    expect(hook.result.current.valid).toBe(true);
  });

  it('shows an error only once the field was left or the form sent, and sends nothing invalid', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const hook = render();
    await schemaLoaded(hook);
    act(() => hook.result.current.touch('firstName'));
    expect(hook.result.current.shownError('firstName')).toBe(leadTexts.firstNameRequired);
    expect(hook.result.current.shownError('lastName')).toBeUndefined();
    act(() => {
      hook.result.current.set('firstName', 'Lucía');
      hook.result.current.set('lastName', 'Martín');
      hook.result.current.set('consent', true);
      hook.result.current.set('email', 'no-es-email');
    });
    expect(hook.result.current.shownError('firstName')).toBeUndefined();
    expect(hook.result.current.shownError('email')).toBeUndefined();

    await act(() => hook.result.current.submit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hook.result.current.shownError('email')).toBe(leadTexts.invalidEmail);
    expect(hook.result.current.status).toBe('idle');
  });

  it('sends a valid request once, then forgets the draft', async () => {
    const fetchMock = vi.fn(async () => Response.json({ ok: true }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const hook = await renderFilled();
    await act(() => hook.result.current.submit());
    expect(hook.result.current.status).toBe('sent');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(leadsApi.submit(SLUG));
    expect(JSON.parse(String(init.body))).toMatchObject({
      firstName: 'Lucía',
      email: 'lucia@example.es',
      contactMethod: 'email',
      consent: true,
      useCode: 'residencial',
    });
    expect(localStorage.getItem(draftKey)).toBeNull();
  });

  it('shows the server’s reason for a refused request and keeps the draft', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: { code: 'validation', message: 'Revisa los datos.', fields: { email: 'No vale.' } } },
          { status: 422 },
        ),
      ),
    );
    const hook = await renderFilled();
    await act(() => hook.result.current.submit());
    expect(hook.result.current.status).toBe('failed');
    expect(hook.result.current.message).toBe('Revisa los datos.');
    expect(hook.result.current.shownError('email')).toBe('No vale.');
    expect(localStorage.getItem(draftKey)).not.toBeNull();
  });
});
