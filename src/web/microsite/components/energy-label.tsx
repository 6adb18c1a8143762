import {
  ENERGY_COLORS,
  ENERGY_LETTERS,
  type EnergyCertificate,
  type EnergyLabelLang,
  type EnergyLetter,
  energyBarWidth,
  energyLabelTexts,
} from '../../../shared/energy-label';

type Certified = Extract<EnergyCertificate, { status: 'certified' }>;

/** One scale of the label: the A→G staircase and the black arrow on the property's letter. */
function Scale({
  title,
  unit,
  letter,
  figure,
  lang,
}: {
  title: string;
  unit: string;
  letter: EnergyLetter;
  figure: number | null;
  lang: EnergyLabelLang;
}) {
  const t = energyLabelTexts[lang];
  const value = figure !== null ? t.decimal.format(figure) : null;
  return (
    <div data-energy-scale={letter}>
      <h3 className="text-sm font-semibold text-ink">
        {title} <span className="font-normal text-neutral-600">{unit}</span>
      </h3>
      <p className="sr-only">{t.rating(title, letter, value && `${value} ${unit}`)}</p>
      <div aria-hidden="true" className="mt-2 space-y-1">
        <p className="text-xs text-neutral-600">{t.moreEfficient}</p>
        {ENERGY_LETTERS.map((l) => (
          <div key={l} className="flex h-6 items-center gap-1.5">
            <div className="min-w-0 flex-1">
              <span
                className="energy-bar flex h-6 items-center pl-2 text-sm font-bold text-black"
                style={{ width: `${energyBarWidth(l)}%`, backgroundColor: ENERGY_COLORS[l] }}
              >
                {l}
              </span>
            </div>
            <div className="w-24 shrink-0">
              {l === letter && (
                <span
                  className="energy-arrow flex h-6 items-center gap-1.5 bg-ink pr-2 pl-4 text-white"
                  data-energy-active
                >
                  <span className="text-base font-extrabold">{l}</span>
                  {value && <span className="truncate text-xs">{value}</span>}
                </span>
              )}
            </div>
          </div>
        ))}
        <p className="text-xs text-neutral-600">{t.lessEfficient}</p>
      </div>
    </div>
  );
}

/** The listing page's label (Real Decreto 390/2021): both scales, or 'En trámite' / 'Exento'. */
export function EnergyLabel({
  energy,
  lang = 'es',
}: {
  energy: EnergyCertificate | null;
  lang?: EnergyLabelLang;
}) {
  if (!energy) return null;
  const t = energyLabelTexts[lang];
  return (
    <section aria-labelledby="energy-title" className="mt-8" data-energy-label={energy.status}>
      <h2 id="energy-title" className="text-lg font-bold text-ink">
        {t.title}
      </h2>
      <div className="mt-3 rounded-2xl border border-neutral-200 bg-white p-4">
        {energy.status === 'certified' ? (
          <CertifiedScales energy={energy} lang={lang} />
        ) : (
          <p>
            <span className="block text-lg font-bold text-ink">
              {energy.status === 'in_progress' ? t.inProgress : t.exempt}
            </span>
            <span className="text-neutral-700">
              {energy.status === 'in_progress' ? t.inProgressBody : t.exemptBody}
            </span>
          </p>
        )}
      </div>
    </section>
  );
}

function CertifiedScales({ energy, lang }: { energy: Certified; lang: EnergyLabelLang }) {
  const t = energyLabelTexts[lang];
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <Scale
        title={t.consumption}
        unit={t.consumptionUnit}
        letter={energy.consumption}
        figure={energy.consumptionKwh}
        lang={lang}
      />
      <Scale
        title={t.emissions}
        unit={t.emissionsUnit}
        letter={energy.emissions}
        figure={energy.emissionsKg}
        lang={lang}
      />
    </div>
  );
}

/** The compact A→G strip of an agency page card: the seven colours, the property's letter raised. */
function Strip({ label, letter }: { label: string; letter: EnergyLetter }) {
  return (
    <div className="flex items-center gap-2" aria-hidden="true">
      <span className="w-20 shrink-0 text-xs text-neutral-700">{label}</span>
      <span className="flex flex-1 items-center gap-0.5">
        {ENERGY_LETTERS.map((l) =>
          l === letter ? (
            <span
              key={l}
              className="flex h-6 flex-[1.6] items-center justify-center rounded text-sm font-extrabold text-black ring-2 ring-ink"
              style={{ backgroundColor: ENERGY_COLORS[l] }}
              data-energy-active
            >
              {l}
            </span>
          ) : (
            <span key={l} className="h-2.5 flex-1 rounded-sm" style={{ backgroundColor: ENERGY_COLORS[l] }} />
          ),
        )}
      </span>
    </div>
  );
}

/** The label on an agency page card. */
export function EnergyCardLabel({
  energy,
  lang = 'es',
}: {
  energy: EnergyCertificate | null;
  lang?: EnergyLabelLang;
}) {
  if (!energy) return null;
  const t = energyLabelTexts[lang];
  if (energy.status !== 'certified') {
    return (
      <p className="mt-3 text-xs text-neutral-700" data-energy-label={energy.status}>
        {t.title}:{' '}
        <span className="font-semibold text-ink">
          {energy.status === 'in_progress' ? t.inProgress : t.exempt}
        </span>
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-1.5" data-energy-label="certified">
      <p className="sr-only">
        {t.title}: {t.rating(t.consumption, energy.consumption, null)},{' '}
        {t.rating(t.emissions, energy.emissions, null)}
      </p>
      <Strip label={t.short.consumption} letter={energy.consumption} />
      <Strip label={t.short.emissions} letter={energy.emissions} />
    </div>
  );
}
