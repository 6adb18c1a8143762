import type { Lang } from '../../shared/lang';
import type { leadInputSchema } from '../../shared/lead-schema';

export type LeadSchema = typeof leadInputSchema;

/**
 * zod and the lead schema arrive after the page is interactive (a chunk of their own): the page a
 * buyer reads does not wait for the form's validation code.
 */
export async function loadLeadSchema(lang: Lang): Promise<LeadSchema> {
  await import('../lib/zod-config');
  return (await import('../../shared/lead-schema')).leadInputSchemaFor(lang);
}
