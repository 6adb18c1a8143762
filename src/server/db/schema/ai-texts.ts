import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { aiTextKinds, aiTextStatuses } from '../../../shared/ai-texts';
import { agencies } from './agencies';
import { users } from './auth';
import { uuidPk } from './columns';
import { listings } from './listings';

/**
 * One "Escribir con IA" or "Traducir al inglés" (issue 29): the plan's texts per month count these
 * rows. A row is taken as 'pending' before the provider is called (under the agency's lock, so two
 * requests cannot both take the last text of the month), becomes 'done' with the answer, and is
 * deleted when the provider fails: a failed text never counts. Only who, what and when is kept:
 * the text itself goes to the form and lives in the listing once the member saves it.
 */
export const aiTexts = pgTable(
  'ai_texts',
  {
    id: uuidPk(),
    agencyId: uuid()
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** The listing being edited; null for a listing not yet created. */
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    requestedBy: text().references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: aiTextKinds }).notNull(),
    status: text({ enum: aiTextStatuses }).notNull().default('pending'),
    /** 'local', 'openai' (any OpenAI-compatible API). */
    provider: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.agencyId, t.createdAt)],
);
