import { sql } from 'drizzle-orm';
import { agencyMembers, users } from '../../db/schema';

/**
 * The name a member goes by (microsite, leads, picker): the contact name they set, else their
 * user name, else their e-mail. One expression, so every screen says the same.
 */
export const memberDisplayName = sql<string>`coalesce(nullif(trim(${agencyMembers.contactName}), ''), nullif(trim(${users.name}), ''), ${users.email})`;
