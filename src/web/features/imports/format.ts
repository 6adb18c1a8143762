import { lazyFormat } from '../../../shared/format';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';

const dateTime = lazyFormat(
  () =>
    new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: SPAIN_TIME_ZONE }),
);

/** An ISO instant as Spain's clock shows it: "28 nov 2026, 17:05". */
export const formatWhen = (iso: string) => dateTime.format(new Date(iso));
