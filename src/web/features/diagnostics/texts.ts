import type { DiagnosticCheckId } from '../../../shared/diagnostics';

/** Spanish texts of the diagnostics page (the toasts of the test lead are in src/shared/diagnostics.ts). */
export const diagnosticsTexts = {
  documentTitle: 'Diagnóstico · Escaparate',
  title: 'Diagnóstico',
  intro: 'Comprueba que la base de datos y los servicios responden, y lo que ve tu cuenta.',
  backToDashboard: 'Volver al panel',
  loading: 'Comprobando...',
  loadError: 'No se pudo hacer el diagnóstico.',
  recheck: 'Volver a comprobar',
  checkedAt: (time: string) => `Comprobado a las ${time}`,
  installationTitle: 'Instalación',
  installationCaption: 'Compartida por todas las agencias de este servidor.',
  agencyTitle: (name: string) => `Tu agencia: ${name}`,
  agencyCaption: 'Solo las filas de tu agencia: nunca las de otra.',
  ok: 'Correcto',
  error: 'Error',
  errorCode: (code: string) => `Código: ${code}`,
  testLeadTitle: 'Lead de prueba',
  testLeadIntro:
    'Crea un lead con origen «debug» en el primer inmueble de tu agencia. Si aún no tienes ninguno, se crea antes un borrador sin publicar, «Inmueble de prueba (diagnóstico)».',
  testLeadNoAlert:
    'No se envía el aviso de nuevo lead por e-mail: es una prueba de escritura, no un comprador. El lead aparecerá en Leads y contará en Analíticas.',
  testLeadButton: 'Insertar lead de prueba',
  settingsLinkTitle: 'Diagnóstico',
  settingsLinkCaption:
    'Comprueba la conexión con la base de datos y los servicios, e inserta un lead de prueba.',
  settingsLink: 'Abrir diagnóstico',
} as const;

/** What each check is called on the page. */
export const checkLabels: Record<DiagnosticCheckId, string> = {
  database: 'Base de datos',
  migrations: 'Versión de migraciones',
  jobs: 'Trabajos pendientes en la cola',
  storage: 'Almacenamiento de archivos',
  mail: 'Envío de e-mails',
  listings: 'Inmuebles',
  leads: 'Leads',
  qr_sessions: 'Escaneos QR (qr_sessions)',
  agency_members: 'Miembros de la agencia',
};

/** The kinds the installation reports, in words; anything else is shown as it comes. */
export const kindLabels: Record<string, string> = {
  pglite: 'PGlite (integrada)',
  postgres: 'PostgreSQL',
  local: 'Disco local',
  s3: 'S3 compatible',
  outbox: 'Bandeja local (outbox)',
  smtp: 'SMTP',
};

/** Checks about the whole installation; the rest count the member's agency's rows. */
export const installationChecks: readonly DiagnosticCheckId[] = [
  'database',
  'migrations',
  'jobs',
  'storage',
  'mail',
];
