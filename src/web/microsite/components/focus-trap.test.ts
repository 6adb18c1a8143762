// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { tabStops, trapTab } from './focus-trap';

const shown = (el: HTMLElement) => !el.closest('.hidden');

function dialog() {
  document.body.innerHTML = `
    <a href="/behind" id="behind">Detrás</a>
    <div role="dialog" id="panel">
      <a href="#" id="close">Cerrar</a>
      <input id="name">
      <input id="website" tabindex="-1">
      <div class="hidden"><input id="phone"></div>
      <input type="hidden" name="lang" value="es">
      <button id="send" disabled>Enviar</button>
      <button id="last">Enviar solicitud</button>
    </div>`;
  return document.getElementById('panel')!;
}
const tab = (shiftKey = false) => {
  let prevented = false;
  return { key: 'Tab', shiftKey, preventDefault: () => (prevented = true), prevented: () => prevented };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the lead dialog keeps the keyboard inside', () => {
  it('counts only the stops Tab reaches: no honeypot, hidden field, hidden input or disabled button', () => {
    expect(tabStops(dialog(), shown).map((el) => el.id)).toEqual(['close', 'name', 'last']);
  });

  it('Tab on the last stop goes to the first, Shift+Tab on the first to the last', () => {
    const panel = dialog();
    document.getElementById('last')!.focus();
    const forward = tab();
    expect(trapTab(forward, panel, shown)).toBe(true);
    expect(forward.prevented()).toBe(true);
    expect(document.activeElement?.id).toBe('close');
    expect(trapTab(tab(true), panel, shown)).toBe(true);
    expect(document.activeElement?.id).toBe('last');
  });

  it('leaves Tab alone between stops, and brings focus back in from behind the overlay', () => {
    const panel = dialog();
    document.getElementById('name')!.focus();
    const middle = tab();
    expect(trapTab(middle, panel, shown)).toBe(false);
    expect(middle.prevented()).toBe(false);
    document.getElementById('behind')!.focus();
    expect(trapTab(tab(), panel, shown)).toBe(true);
    expect(document.activeElement?.id).toBe('close');
    expect(trapTab({ key: 'Enter', shiftKey: false, preventDefault: () => {} }, panel, shown)).toBe(false);
  });
});
