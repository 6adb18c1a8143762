import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cancellationRule, TRIAL_DAYS } from '../../../shared/billing';
import { contactPageTexts } from '../../site/contact-texts';
import { aboutTexts } from './about-texts';
import { claims, landingTexts } from './texts';

/** Every line of the claims strip is something the product or /terms keeps (decision 017). */
const terms = readFileSync(new URL('../../../../content/legal/terms.md', import.meta.url), 'utf8');

describe('marketing claims', () => {
  it('says of support and availability exactly what /terms promises', () => {
    expect(claims).toContain('Soporte en menos de 24\u00a0h');
    expect(terms).toContain('Respondemos a las consultas de soporte en menos de 24 horas');
    // The contact page promises the same time, not a different one ("24 horas laborables").
    expect(contactPageTexts.response).toBe('Respondemos en menos de 24 horas.');
    expect(claims).toContain('Disponibilidad del 99,9\u00a0%');
    expect(terms).toContain('**disponibilidad del 99,9 %**');
    expect(claims).toContain('Sin permanencia');
    // The Terms read the cancellation rule from the one place Settings and the dialogs read it.
    expect(terms).toContain('{{cancel.paid}}');
    expect(cancellationRule.paid).toContain('Puedes cancelarla cuando quieras');
  });

  it('takes the trial from the billing rule and invents no figures', () => {
    expect(claims).toContain(`${TRIAL_DAYS} días de prueba gratis`);
    const all = claims.join(' ');
    expect(all).not.toMatch(/24\/7|agencias|satisfacción|\dX/);
  });

  it('keeps "24/7" only where it is the microsite taking leads at any hour', () => {
    expect(landingTexts.titleHighlight).toBe('máquina de captar leads 24/7');
  });

  it('tells the story on /about in whole sentences, with no claim pasted into one', () => {
    expect(aboutTexts.story[2]).toBe(
      'Lo construimos escuchando a agencias españolas, grandes y pequeñas, y seguimos mejorándolo cada semana con las que lo usan.',
    );
    const story = aboutTexts.story.join(' ');
    for (const claim of claims) expect(story.toLowerCase()).not.toContain(claim.toLowerCase());
    expect(story).not.toMatch(/\d+ días|prueba gratis/);
  });
});
