// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandingInput } from '../../../../shared/branding';
import { ColorField, shownAsText } from './color-field';

afterEach(cleanup);

function Harness({ value }: { value: string }) {
  const { control } = useForm<BrandingInput>({
    defaultValues: { primary_color: value, secondary_color: '#1a1a1a', show_logo: true, show_contact: true },
  });
  return (
    <ColorField
      control={control}
      name="primary_color"
      label="Color principal"
      hint=""
      fallback="#e56665"
      asText
    />
  );
}

describe('the main colour field says what the microsites show', () => {
  it('a yellow too light to read on white: the darker shade used, the contrast and what to do', () => {
    expect(shownAsText('#ffff00')).toEqual({ shown: '#737300', ratio: '1,1' });
    render(<Harness value="#ffff00" />);
    const note = screen.getByTestId('primary_color-shown');
    expect(note.textContent).toBe(
      'Este color es demasiado claro para leer texto sobre blanco (contraste 1,1:1; hace falta 4,5:1). Tus microsites usarán un tono más oscuro, #737300, en precios y enlaces. Si lo quieres tal cual, elige un color más oscuro.',
    );
    expect(screen.getByRole('img', { name: 'Tono que verán tus clientes: #737300' })).toBeTruthy();
    expect(screen.getByLabelText('Color principal').getAttribute('aria-describedby')).toContain(note.id);
  });

  it('a colour dark enough is shown as it is, and nothing is said', () => {
    expect(shownAsText('#1d4ed8')).toBeNull();
    render(<Harness value="#1d4ed8" />);
    expect(screen.queryByTestId('primary_color-shown')).toBeNull();
  });
});
