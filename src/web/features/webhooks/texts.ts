import { webhookTexts } from '../../../shared/webhooks';
/**
 * Spanish texts of Settings → Webhooks that are not in `webhookTexts`
 * (src/shared/webhooks.ts holds the toasts and the server's messages).
 */
export const webhookPageTexts = {
  title: 'Webhooks',
  intro: 'Envía cada nuevo lead, al momento, a tu CRM o a cualquier herramienta que reciba webhooks.',
  loading: 'Cargando...',
  planNote: webhookTexts.planRequired,
  planLink: 'Ver tu suscripción',
  keptNote: 'Los webhooks que ya tenías no reciben leads mientras tu plan no los incluya.',
  urlLabel: 'URL del webhook',
  urlPlaceholder: 'https://crm.ejemplo.es/webhooks/escaparate',
  urlHint:
    'Recibirá un POST con JSON firmado por cada nuevo lead. Debe ser https:// y accesible desde internet.',
  add: 'Añadir webhook',
  adding: 'Añadiendo...',
  empty: 'Aún no tienes webhooks.',
  secretTitle: 'Secreto de firma',
  secretIntro:
    'Cópialo ahora y guárdalo en tu receptor: no volverás a verlo. Con él compruebas que cada envío viene de Escaparate.',
  copy: 'Copiar',
  copied: 'Secreto copiado',
  copyFailed: 'No se pudo copiar. Selecciónalo y cópialo a mano.',
  secretDone: 'Ya lo he guardado',
  active: 'Activo',
  off: 'Desactivado',
  offFailing: 'Desactivado por fallos',
  offFailingNote:
    'Lo desactivamos porque todos los envíos fallaron durante 24 horas. Comprueba tu receptor, pulsa «Enviar prueba» y vuelve a activarlo.',
  secretHint: (hint: string) => `Secreto: ${hint}`,
  lastSuccess: (when: string) => `Última entrega correcta: ${when}`,
  neverDelivered: 'Aún sin entregas correctas',
  test: 'Enviar prueba',
  testing: 'Enviando...',
  enable: 'Activar',
  disable: 'Desactivar',
  rotate: 'Renovar secreto',
  rotateTitle: '¿Renovar el secreto?',
  rotateText:
    'El secreto actual deja de firmar en este momento. Los siguientes envíos se firmarán con el nuevo, que verás una sola vez.',
  rotateConfirm: 'Renovar',
  rotating: 'Renovando...',
  rotateError: 'No se pudo renovar el secreto.',
  remove: 'Eliminar',
  removeTitle: '¿Eliminar este webhook?',
  removeText:
    'Dejará de recibir leads y se borrará su registro de entregas. Esta acción no se puede deshacer.',
  removeConfirm: 'Eliminar',
  removing: 'Eliminando...',
  removeError: 'No se pudo eliminar el webhook.',
  keep: 'Cancelar',
  logTitle: 'Registro de entregas',
  logEmpty: 'Aún no hay entregas. Pulsa «Enviar prueba» para probarlo.',
  logLoadError: 'No se pudo cargar el registro de entregas.',
  logColumns: {
    time: 'Fecha',
    event: 'Evento',
    result: 'Resultado',
    attempt: 'Intento',
    duration: 'Duración',
  },
  eventLabels: { 'lead.created': 'Nuevo lead', 'webhook.test': 'Prueba' },
  durationMs: (ms: number) => `${ms} ms`,
  attemptShort: (n: number) => `Intento ${n}`,
  helpTitle: 'Cómo verificar la firma',
  helpIntro:
    'Cada envío lleva la cabecera Escaparate-Signature: t=<segundos Unix>,v1=<firma>. La firma es el HMAC-SHA256 en hexadecimal de t + "." + el cuerpo tal cual llega, con tu secreto como clave. Rechaza los envíos cuya t tenga más de 5 minutos. Si respondes con un código 2xx, el envío termina; si no, lo reintentamos durante 24 horas (a los 1, 5 y 30 minutos, 2, 5 y 8 horas…). El campo id identifica el evento: úsalo para no procesar dos veces un reintento.',
} as const;
