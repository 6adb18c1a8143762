import {
  ENERGY_COLORS,
  ENERGY_LETTERS,
  type EnergyCertificate,
  type EnergyLetter,
  energyBarWidth,
  energyLabelTexts,
} from '../../../../shared/energy-label';

const t = energyLabelTexts.es;

/** One printed scale: the A→G staircase (arrow-tipped bars) and the black arrow on the letter. */
function PosterScale({
  title,
  unit,
  letter,
  figure,
}: {
  title: string;
  unit: string;
  letter: EnergyLetter;
  figure: number | null;
}) {
  const value = figure !== null ? t.decimal.format(figure) : null;
  return (
    <div className="min-w-0 flex-1" data-poster-energy-scale={letter}>
      <p className="text-[3.4mm] leading-tight font-bold">
        {title} <span className="font-normal text-neutral-600">{unit}</span>
      </p>
      <p className="sr-only">{t.rating(title, letter, value && `${value} ${unit}`)}</p>
      <div aria-hidden className="mt-[1.2mm] space-y-[0.6mm]">
        {ENERGY_LETTERS.map((l) => (
          <div key={l} className="flex h-[3.3mm] items-center gap-[1.5mm]">
            <div className="min-w-0 flex-1">
              <span
                className="poster-energy-bar flex h-[3.3mm] items-center pl-[1.5mm] text-[2.6mm] leading-none font-bold text-black"
                style={{ width: `${energyBarWidth(l)}%`, backgroundColor: ENERGY_COLORS[l] }}
              >
                {l}
              </span>
            </div>
            <div className="w-[20mm] shrink-0">
              {l === letter && (
                <span className="poster-energy-arrow flex h-[4.4mm] items-center gap-[1.2mm] bg-ink pr-[1.5mm] pl-[3mm] leading-none text-white">
                  <span className="text-[3.4mm] font-black">{l}</span>
                  {value && <span className="truncate text-[2.6mm]">{value}</span>}
                </span>
              )}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The energy label of the A4 poster (Real Decreto 390/2021: shop-window posters show it too). */
export function PosterEnergy({ energy }: { energy: EnergyCertificate | null }) {
  if (!energy) return null;
  if (energy.status !== 'certified') {
    return (
      <p className="text-[4mm] text-neutral-800" data-testid="poster-energy">
        <span className="font-bold">{t.title}:</span>{' '}
        {energy.status === 'in_progress' ? t.inProgress : t.exempt}
      </p>
    );
  }
  return (
    <section aria-label={t.title} className="flex gap-[8mm]" data-testid="poster-energy">
      <PosterScale
        title={t.consumption}
        unit={t.consumptionUnit}
        letter={energy.consumption}
        figure={energy.consumptionKwh}
      />
      <PosterScale
        title={t.emissions}
        unit={t.emissionsUnit}
        letter={energy.emissions}
        figure={energy.emissionsKg}
      />
    </section>
  );
}
