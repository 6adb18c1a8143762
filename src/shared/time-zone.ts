/** Escaparate's clock: days, months, hours and dates shown or counted are Spain's (peninsula). */
export const SPAIN_TIME_ZONE = 'Europe/Madrid';
