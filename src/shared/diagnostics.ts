/** The diagnostics page (`/debug/db`): what the server answers and the texts both sides speak. */

export const diagnosticsApi = {
  /** GET: every check, for the signed-in member's own agency. */
  checks: '/api/debug/db',
  /** POST: inserts a lead with source 'debug' for the member's agency. */
  testLead: '/api/debug/db/test-lead',
} as const;

/** What each check looks at, in the order the page shows them. */
export const diagnosticCheckIds = [
  'database',
  'migrations',
  'jobs',
  'storage',
  'mail',
  'listings',
  'leads',
  'qr_sessions',
  'agency_members',
] as const;
export type DiagnosticCheckId = (typeof diagnosticCheckIds)[number];

/** An error as a check reports it: the database's (or the driver's) message and code. */
export interface DiagnosticError {
  message: string;
  /** A PostgreSQL SQLSTATE (`42P01`), one of ours (`migrations_pending`), or `unknown`. */
  code: string;
}

/** One check: its value (a kind, a version, a count) or the error it met. */
export type DiagnosticCheck =
  | { id: DiagnosticCheckId; ok: true; value: string | number }
  | { id: DiagnosticCheckId; ok: false; error: DiagnosticError };

export interface DiagnosticsResponse {
  /** The agency whose figures these are: always the member's own. */
  agency: { id: string; name: string };
  checks: DiagnosticCheck[];
  checkedAt: string;
}

export interface TestLeadResponse {
  lead: { id: string; listingId: string };
  /** True when the agency had no listing and the test listing was made for the lead. */
  listingCreated: boolean;
}

/** Title of the unpublished listing made when an agency has none to hang a test lead on. */
export const TEST_LISTING_TITLE = 'Inmueble de prueba (diagnóstico)';

/**
 * The toasts of the test-lead button ('Insertar lead de prueba'): the product's quoted texts, kept
 * verbatim in English. A failure says its message and code, else 'Unknown'; without a signed-in
 * user, 'No authenticated user'.
 */
export const testLeadToasts = {
  created: (id: string) => `Test lead created: ${id}`,
  failed: 'Error creating test lead',
  unknown: 'Unknown',
  noUser: 'No authenticated user',
} as const;
