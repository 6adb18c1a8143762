import { z } from 'zod';
import { route } from './paths';

/** At most this many leads in one "Eliminar seleccionados" (one request, one transaction). */
export const LEADS_DELETE_MAX = 500;

/** POST /api/leads/delete: the chosen leads of the agency, all or none. */
export const deleteLeadsInputSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Alguno de los leads elegidos no es válido.' }))
    .min(1, { error: 'Elige al menos un lead.' })
    .max(LEADS_DELETE_MAX, { error: `Puedes eliminar como mucho ${LEADS_DELETE_MAX} leads a la vez.` }),
});
export type DeleteLeadsInput = z.input<typeof deleteLeadsInputSchema>;

export interface DeleteLeadsResult {
  /** How many leads were deleted (all the ones asked for, or the request failed and none were). */
  deleted: number;
}

/** GET /api/leads/:id/person: who "Borrar los datos de esta persona" would erase, and how many leads. */
export interface LeadPersonPreview {
  name: string;
  email: string | null;
  phone: string | null;
  /** The agency's leads with that e-mail or phone, the chosen one included. */
  leadCount: number;
}

export const leadDeletionApi = {
  deleteMany: route('/api/leads/delete'),
  person: route('/api/leads/:id/person'),
  erasePerson: route('/api/leads/:id/erase-person'),
} as const;

const leadsWord = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

/** Spanish texts of deleting leads (Dashboard → Leads). */
export const leadDeletionTexts = {
  actions: (name: string) => `Más acciones para el lead de ${name}`,
  delete: 'Eliminar',
  deleteLead: 'Eliminar lead',
  deleteTitle: (name: string) => `¿Eliminar el lead de ${name}?`,
  deleteBody: (n: number) =>
    n === 1
      ? 'Se borrarán su nombre, e-mail, teléfono y lo que pidió. No se puede deshacer. Deja de contar en Analíticas.'
      : 'Se borrarán sus nombres, e-mails, teléfonos y lo que pidieron. No se puede deshacer. Dejan de contar en Analíticas.',
  keep: 'Cancelar',
  deleting: 'Eliminando...',
  deleted: (n: number) => (n === 1 ? 'Lead eliminado' : `${n} leads eliminados`),
  deleteError: 'No se pudo eliminar. Inténtalo de nuevo.',
  select: (name: string) => `Seleccionar el lead de ${name}`,
  selectAll: 'Seleccionar todos los mostrados',
  selected: (n: number) => (n === 1 ? '1 seleccionado' : `${n} seleccionados`),
  clearSelection: 'Quitar selección',
  deleteSelected: 'Eliminar seleccionados',
  deleteManyTitle: (n: number) => `¿Eliminar ${leadsWord(n)}?`,
  deleteManyConfirm: (n: number) => `Eliminar ${leadsWord(n)}`,
  erasePerson: 'Borrar los datos de esta persona',
  eraseTitle: (name: string) => `¿Borrar los datos de ${name}?`,
  eraseBody: (n: number, contact: string) =>
    `Se eliminarán ${n === 1 ? 'su único lead' : `sus ${n} leads`} en la agencia: todos los que tienen ${contact}. Es el derecho de supresión (RGPD, art. 17): queda constancia de la fecha, de quién lo hizo y de cuántos leads se borraron, sin ningún dato de la persona. No se puede deshacer.`,
  eraseContact: (email: string | null, phone: string | null) =>
    [email && `el e-mail ${email}`, phone && `el teléfono ${phone}`].filter(Boolean).join(' o '),
  eraseConfirm: (n: number) => `Borrar ${leadsWord(n)}`,
  erasing: 'Borrando...',
  erased: (n: number) => `Datos borrados: ${leadsWord(n)}`,
  eraseError: 'No se pudieron borrar los datos. Inténtalo de nuevo.',
  loadingPerson: 'Buscando sus leads...',
  /** The badge of a test lead from Diagnóstico (not counted in any figure). */
  testBadge: 'Prueba',
  testBadgeTitle: 'Lead de prueba creado desde Diagnóstico: no cuenta en Analíticas, Inicio ni resúmenes.',
} as const;
