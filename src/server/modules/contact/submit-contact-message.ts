import type { ContactValues } from '../../../shared/contact';
import { compactPhone } from '../../../shared/phone';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** Stores one contact message; a success means the row is committed. */
export async function submitContactMessage(opts: {
  db: Db;
  values: ContactValues;
}): Promise<ContactMessageRow> {
  const { db, values } = opts;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: values.name,
        email: values.email,
        company: values.company || null,
        phone: values.phone ? compactPhone(values.phone) : null,
        subject: values.subject,
        message: values.message,
      })
      .returning();
    return row!;
  });
}
