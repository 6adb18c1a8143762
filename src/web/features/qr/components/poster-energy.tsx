import {
  ENERGY_COLORS,
  ENERGY_LETTERS,
  type EnergyCertificate,
  type EnergyLetter,
  energyLabelTexts,
} from '../../../../shared/energy-label';

const t = energyLabelTexts.es;

/**
 * One printed scale, laid flat to spare the cover photo: the seven A→G colours in a row, the
 * property's letter raised and outlined, its figure in the heading.
 */
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
  const value = figure !== null ? `${t.decimal.format(figure)} ${unit}` : null;
  return (
    <div className="min-w-0 flex-1" data-poster-energy-scale={letter}>
      <p className="truncate text-[3.4mm] leading-tight">
        <span className="font-bold">{title}</span>
        {value && <span className="text-neutral-700"> · {value}</span>}
      </p>
      <p className="sr-only">{t.rating(title, letter, value)}</p>
      <div aria-hidden className="mt-[1.2mm] flex h-[7mm] items-center gap-[0.6mm]">
        {ENERGY_LETTERS.map((l) => (
          <span
            key={l}
            className={
              l === letter
                ? 'flex h-[7mm] flex-[1.5] items-center justify-center rounded-[1mm] text-[4.6mm] font-black text-black ring-[0.6mm] ring-ink'
                : 'flex h-[4.6mm] flex-1 items-center justify-center rounded-[0.6mm] text-[2.8mm] font-bold text-black'
            }
            style={{ backgroundColor: ENERGY_COLORS[l] }}
          >
            {l}
          </span>
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
