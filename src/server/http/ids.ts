const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path, cursor or token can be a row's uuid (else the row is "not found", never a 500). */
export const isUuid = (id: string) => UUID.test(id);
