// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicVariantView } from '../../../shared/staging';
import {
  AI_LABEL,
  ILLUSTRATION_LABEL,
  openingRender,
  orderForGallery,
  type StagedKind,
  TEST_RENDER_LABEL,
} from '../../../shared/staging-selection';
import { stagingSectionTextsEn, stagingSectionTexts as t } from '../staging-texts';
import { LangProvider } from '../texts';
import { BeforeAfterFrame } from './before-after-frame';
import { CompareSlider } from './compare-slider';
import { StagingExplorer } from './staging-explorer';
import { StagingSection } from './staging-section';

// The section runs on Preact here as in the microsite (build/preact-compat.ts aliases `react`).
afterEach(cleanup);

let n = 0;
function render_(over: Partial<PublicVariantView>): PublicVariantView {
  n += 1;
  return {
    id: `v${n}`,
    photoId: 'p1',
    use: 'residencial',
    room: 'salon',
    style: 'nordic',
    useLabel: 'Residencial',
    roomLabel: 'Salón',
    styleLabel: 'Nórdico',
    beforeUrl: `/before-${n}.jpg`,
    beforeSources: [],
    afterUrl: `/after-${n}.jpg`,
    afterSources: [],
    testRender: false,
    ...over,
  };
}

/** A residential flat with five gallery photos; renders as the server sends them: newest first. */
const gallery = ['p1', 'p2', 'p3', 'p4', 'p5'];
const newestFirst = [
  render_({
    photoId: 'p1',
    use: 'comercial',
    useLabel: 'Comercial',
    room: 'diafano',
    roomLabel: 'Local diáfano',
  }),
  render_({ photoId: 'p5', room: 'bano', roomLabel: 'Baño', style: 'boho', styleLabel: 'Boho' }),
  render_({
    photoId: 'p2',
    room: 'salon',
    roomLabel: 'Salón',
    style: 'industrial',
    styleLabel: 'Industrial',
  }),
  render_({ photoId: 'p2', room: 'salon', roomLabel: 'Salón' }),
];

describe('the AI section opens on the listing’s use and its first photo in gallery order', () => {
  it('orders uses Residencial first, photos as the gallery, and opens on the listing’s use', () => {
    const ordered = orderForGallery(newestFirst, gallery);
    expect(ordered.map((v) => `${v.use}:${v.photoId}:${v.style}`)).toEqual([
      'residencial:p2:industrial',
      'residencial:p2:nordic',
      'residencial:p5:boho',
      'comercial:p1:nordic',
    ]);
    expect(openingRender(ordered, 'residencial')?.photoId).toBe('p2');
    expect(openingRender(ordered, 'comercial')?.use).toBe('comercial');
    // A listing whose use has no render opens on the first use that has one.
    expect(openingRender(ordered.slice(3), 'residencial')?.use).toBe('comercial');
  });

  it('the server’s picture is the opening render; the pickers read Residencial | Comercial and number photos as the gallery', async () => {
    const props = { variants: newestFirst, galleryIds: gallery, listingUse: 'residencial', onAsk: () => {} };
    const html = renderToString(<StagingSection {...props} />);
    expect(html).toContain('alt="Salón, estilo industrial (original)"');
    expect(html).not.toContain('Local diáfano');

    render(<StagingSection {...props} />);
    // jsdom has no IntersectionObserver: the explorer loads at once.
    const uses = await screen.findAllByRole('button', { name: /^(Residencial|Comercial)$/ });
    expect(uses.map((b) => b.textContent)).toEqual(['Residencial', 'Comercial']);
    expect(uses[0]!.getAttribute('aria-pressed')).toBe('true');
    const photos = screen.getAllByRole('button', { name: /\(foto \d\)$/ });
    expect(photos.map((b) => b.getAttribute('aria-label'))).toEqual(['Salón (foto 2)', 'Baño (foto 5)']);
    expect(photos[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Industrial' }).getAttribute('aria-pressed')).toBe('true');
  });
});

/** The labels drawn on the frame, with the picture each one sits in. */
function labels(root: ParentNode) {
  return [...root.querySelectorAll('span.rounded-lg')].map((span) => ({
    text: span.textContent,
    on: span.parentElement!.querySelector('img')!.getAttribute('alt'),
    clip: (span.parentElement as HTMLElement).style.clipPath,
  }));
}

describe('each label sits on its own picture and shows only while that picture does', () => {
  const frame = (position: number, kind: StagedKind = 'ai') =>
    render(
      <BeforeAfterFrame
        beforeUrl="/a.jpg"
        afterUrl="/b.jpg"
        alt="Salón, estilo nórdico"
        position={position}
        kind={kind}
      />,
    ).container;

  it('0 %: only the staged picture and its AI label', () => {
    expect(labels(frame(0))).toEqual([
      {
        text: AI_LABEL,
        on: 'Salón, estilo nórdico (amueblado virtualmente con IA)',
        clip: 'inset(0 0 0 0%)',
      },
    ]);
  });

  it('50 %: both, each cut with its picture at the divider', () => {
    expect(labels(frame(50))).toEqual([
      {
        text: AI_LABEL,
        on: 'Salón, estilo nórdico (amueblado virtualmente con IA)',
        clip: 'inset(0 0 0 50%)',
      },
      { text: 'Original', on: 'Salón, estilo nórdico (original)', clip: 'inset(0 50% 0 0)' },
    ]);
  });

  it('100 %: only the original and its label', () => {
    expect(labels(frame(100))).toEqual([
      { text: 'Original', on: 'Salón, estilo nórdico (original)', clip: 'inset(0 0% 0 0)' },
    ]);
  });

  it('a test render keeps "sin IA" upper-case in its alt text', () => {
    expect(labels(frame(30, 'test'))[0]).toMatchObject({
      text: TEST_RENDER_LABEL,
      on: 'Salón, estilo nórdico (render de prueba · sin IA)',
    });
  });

  it("an illustration (/demo's drawings) is labelled as one, never as AI", () => {
    expect(labels(frame(30, 'illustration'))[0]).toMatchObject({
      text: ILLUSTRATION_LABEL,
      on: 'Salón, estilo nórdico (ilustración de ejemplo · sin IA)',
    });
  });
});

describe('the slider: value = share of the original, by keys', () => {
  it('Home, End, arrows and Page keys move it; the labels and the spoken value follow', () => {
    const ordered = orderForGallery(newestFirst, gallery);
    const { container } = render(
      <StagingExplorer
        variants={ordered}
        opening={ordered[0]!}
        galleryIds={gallery}
        listingUse="residencial"
        onAsk={() => {}}
      />,
    );
    const slider = screen.getByRole('slider', { name: t.slider }) as HTMLInputElement;
    const state = () => ({
      value: slider.value,
      text: slider.getAttribute('aria-valuetext'),
      labels: labels(container).map((l) => l.text),
    });
    expect(state()).toEqual({
      value: '50',
      text: 'Original 50 %, amueblado con IA 50 %',
      labels: [AI_LABEL, 'Original'],
    });
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(state()).toEqual({ value: '0', text: 'Original 0 %, amueblado con IA 100 %', labels: [AI_LABEL] });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.value).toBe('0');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowUp' });
    expect(state()).toEqual({
      value: '2',
      text: 'Original 2 %, amueblado con IA 98 %',
      labels: [AI_LABEL, 'Original'],
    });
    fireEvent.keyDown(slider, { key: 'End' });
    expect(state()).toEqual({
      value: '100',
      text: 'Original 100 %, amueblado con IA 0 %',
      labels: ['Original'],
    });
    fireEvent.keyDown(slider, { key: 'ArrowDown' });
    fireEvent.keyDown(slider, { key: 'PageDown' });
    expect(state().text).toBe('Original 89 %, amueblado con IA 11 %');
  });

  it('says the split in English, and never "AI" for a test render', () => {
    expect(stagingSectionTextsEn.sliderValue(30)).toBe('Original 30 %, staged with AI 70 %');
    expect(stagingSectionTextsEn.sliderValue(30, 'test')).toBe('Original 30 %, test render 70 %');
    expect(t.sliderValue(30, 'test')).toBe('Original 30 %, render de prueba 70 %');
    // /demo's drawings are illustrations, never "con IA" either.
    expect(t.sliderValue(30, 'illustration')).toBe('Original 30 %, ilustración 70 %');
    expect(stagingSectionTextsEn.sliderValue(30, 'illustration')).toBe('Original 30 %, illustration 70 %');
  });
});

describe('the slider by pointer: vertical swipes belong to the page', () => {
  function slider() {
    const seen: number[] = [];
    const { container } = render(
      <CompareSlider value={50} onChange={(v) => seen.push(v)} label={t.slider} valueText="" />,
    );
    const layer = container.querySelector('[data-compare-slider]') as HTMLElement;
    layer.getBoundingClientRect = () => ({ left: 0, top: 0, width: 200, height: 150 }) as DOMRect;
    const touch = (type: string, x: number, y: number) =>
      fireEvent(
        layer,
        Object.assign(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }), {
          pointerId: 1,
          pointerType: 'touch',
        }),
      );
    return { seen, touch, layer };
  }

  it('a finger moving up or down never moves it; one moving sideways does, and so does a tap', () => {
    const { seen, touch } = slider();
    touch('pointerdown', 60, 100);
    touch('pointermove', 62, 90);
    touch('pointermove', 63, 40);
    touch('pointerup', 63, 40);
    expect(seen).toEqual([]);

    touch('pointerdown', 100, 100);
    touch('pointermove', 140, 102);
    touch('pointermove', 160, 103);
    touch('pointerup', 160, 103);
    expect(seen).toEqual([70, 80]);

    touch('pointerdown', 20, 50);
    touch('pointerup', 21, 50);
    expect(seen.at(-1)).toBe(11);
    // The browser took the swipe for a scroll: nothing moves.
    touch('pointerdown', 100, 100);
    touch('pointercancel', 100, 100);
    expect(seen).toHaveLength(3);
  });

  it('lets the page pan vertically over the frame', () => {
    expect(slider().layer.className).toContain('touch-pan-y');
  });
});

describe('without JavaScript', () => {
  it('both pictures side by side with their labels, and no "Desliza" line', () => {
    const html = renderToString(
      <StagingSection
        variants={newestFirst}
        galleryIds={gallery}
        listingUse="residencial"
        onAsk={() => {}}
      />,
    );
    // The frame turns into a grid (two columns from `sm`), each picture unclipped with its label.
    expect(html).toContain('[@media(scripting:none)]:grid');
    expect(html).toContain('sm:[@media(scripting:none)]:grid-cols-2');
    expect(html.match(/\[@media\(scripting:none\)\]:\[clip-path:none\]!/g)).toHaveLength(2);
    expect(html).toContain(`>${AI_LABEL}<`);
    expect(html).toContain('>Original<');
    expect(html).toMatch(/<span class="\[@media\(scripting:none\)\]:hidden"> Desliza para comparar/);
  });
});

describe('the mode switch: only the modes the chosen photo has results of, and the label follows the image', () => {
  // Photo p1: furnished in two styles, emptied and renovated; photo p2: furnished only.
  const modal = orderForGallery(
    [
      render_({ photoId: 'p1', mode: 'empty', style: '', styleLabel: '' }),
      render_({ photoId: 'p1', mode: 'renovate', style: '', styleLabel: '' }),
      render_({ photoId: 'p1', mode: 'furnish', style: 'boho', styleLabel: 'Boho' }),
      render_({ photoId: 'p1', mode: 'furnish' }),
      render_({ photoId: 'p2', mode: 'furnish', room: 'cocina', roomLabel: 'Cocina' }),
    ],
    gallery,
  );
  const staged = (root: ParentNode) => root.querySelector('[data-staging-label]')?.textContent;
  const stagedImg = (root: ParentNode) =>
    root.querySelector('[data-staging-label]')!.parentElement!.querySelector('img')!;
  const switchOf = () =>
    screen
      .queryAllByRole('button', { name: /^(Amueblado|Vacío|Reformado|Cielo)$/ })
      .map((b) => `${b.textContent}${b.getAttribute('aria-pressed') === 'true' ? '*' : ''}`);

  it('switches between Amueblado, Vacío and Reformado; each picture carries its own label and alt', () => {
    const opening = modal.find((v) => v.mode === 'furnish' && v.photoId === 'p1')!;
    const { container } = render(
      <StagingExplorer variants={modal} opening={opening} galleryIds={gallery} onAsk={() => {}} />,
    );
    expect(switchOf()).toEqual(['Amueblado*', 'Vacío', 'Reformado']);
    expect(staged(container)).toBe(AI_LABEL);
    expect(screen.getAllByRole('button', { name: /^(Boho|Nórdico)$/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Vacío' }));
    expect(switchOf()).toEqual(['Amueblado', 'Vacío*', 'Reformado']);
    expect(staged(container)).toBe('Vaciado virtualmente con IA');
    const empty = modal.find((v) => v.mode === 'empty')!;
    expect(stagedImg(container).getAttribute('src')).toBe(empty.afterUrl);
    expect(stagedImg(container).getAttribute('alt')).toBe('Salón (vaciado virtualmente con IA)');
    // Styles are furnishing's: no style picker for an emptied room.
    expect(screen.queryByRole('button', { name: /^(Boho|Nórdico)$/ })).toBeNull();
    expect(screen.getByRole('slider').getAttribute('aria-label')).toBe(
      'Comparar la foto original con la vaciada',
    );
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe(
      'Original 50 %, vaciado con IA 50 %',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reformado' }));
    expect(staged(container)).toBe('Reformado virtualmente con IA');
    expect(stagedImg(container).getAttribute('src')).toBe(modal.find((v) => v.mode === 'renovate')!.afterUrl);

    // Back to furnished: the style chosen before (the opening's) comes back with its picture.
    fireEvent.click(screen.getByRole('button', { name: 'Amueblado' }));
    expect(staged(container)).toBe(AI_LABEL);
    expect(stagedImg(container).getAttribute('src')).toBe(opening.afterUrl);
    expect(screen.getByRole('button', { name: opening.styleLabel }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('offers no switch for a photo with one mode, and a photo change keeps the mode where it can', () => {
    const opening = modal.find((v) => v.mode === 'empty')!;
    const { container } = render(
      <StagingExplorer variants={modal} opening={opening} galleryIds={gallery} onAsk={() => {}} />,
    );
    expect(switchOf()).toEqual(['Amueblado', 'Vacío*', 'Reformado']);
    fireEvent.click(screen.getByRole('button', { name: 'Cocina (foto 2)' }));
    // p2 is furnished only: no switch, the furnished label.
    expect(switchOf()).toEqual([]);
    expect(staged(container)).toBe(AI_LABEL);
    fireEvent.click(screen.getByRole('button', { name: 'Salón (foto 1)' }));
    expect(staged(container)).toBe(AI_LABEL);
    fireEvent.click(screen.getByRole('button', { name: 'Vacío' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salón' }));
    expect(staged(container)).toBe('Vaciado virtualmente con IA');
  });

  it('a test render keeps the test label in every mode', () => {
    const tests = modal.map((v) => ({ ...v, testRender: true }));
    const { container } = render(
      <StagingExplorer variants={tests} opening={tests[0]!} galleryIds={gallery} onAsk={() => {}} />,
    );
    for (const mode of ['Vacío', 'Reformado', 'Amueblado']) {
      fireEvent.click(screen.getByRole('button', { name: mode }));
      expect(staged(container)).toBe(TEST_RENDER_LABEL);
    }
  });

  it('the server’s HTML labels the opening render by its mode, titled for every mode present', () => {
    const emptyFirst = modal.filter((v) => v.mode !== 'furnish' || v.photoId === 'p2');
    const html = renderToString(
      <StagingSection variants={[emptyFirst[0]!]} galleryIds={gallery} onAsk={() => {}} />,
    );
    expect(html).toContain('>Vaciado virtualmente con IA<');
    expect(html).not.toContain(AI_LABEL);
    expect(html).toContain('Imagínalo a tu gusto');
    expect(html).toContain('Compara cada foto con sus versiones: vacía.');
    const all = renderToString(<StagingSection variants={modal} galleryIds={gallery} onAsk={() => {}} />);
    expect(all).toContain(
      'Compara cada foto con sus versiones: amueblada en distintos estilos, vacía o reformada.',
    );
    // The emptied render is the newest of p1, but a photo with furnished renders opens on one.
    expect(all).toContain(`>${AI_LABEL}<`);
    expect(all).not.toContain('Vaciado virtualmente con IA');
    // Furnishing alone keeps its own title.
    const furnished = renderToString(
      <StagingSection variants={newestFirst} galleryIds={gallery} onAsk={() => {}} />,
    );
    expect(furnished).toContain(t.title);
    expect(furnished).not.toContain(t.titleModes);
  });

  it('in English: the switch, the labels and the intro', () => {
    // The furnished slider's name is the one the landing's carousel uses too.
    expect(t.sliderFor('furnish')).toBe(t.slider);
    expect(stagingSectionTextsEn.sliderFor('furnish')).toBe(stagingSectionTextsEn.slider);
    expect(stagingSectionTextsEn.introModes(['furnish', 'empty', 'exterior'])).toBe(
      'Compare each photo with its versions: furnished in different styles, empty or with a new sky.',
    );
    expect(stagingSectionTextsEn.sliderValue(30, 'ai', 'exterior')).toBe(
      'Original 30 %, sky edited with AI 70 %',
    );
    const opening = modal.find((v) => v.mode === 'empty')!;
    const { container } = render(
      <LangProvider value={{ lang: 'en', pinned: true }}>
        <StagingExplorer variants={modal} opening={opening} galleryIds={gallery} onAsk={() => {}} />
      </LangProvider>,
    );
    expect(
      screen.getAllByRole('button', { name: /^(Furnished|Empty|Renovated|Sky)$/ }).map((b) => b.textContent),
    ).toEqual(['Furnished', 'Empty', 'Renovated']);
    expect(staged(container)).toBe('Virtually emptied with AI');
    fireEvent.click(screen.getByRole('button', { name: 'Renovated' }));
    expect(staged(container)).toBe('Virtually renovated with AI');
  });
});
