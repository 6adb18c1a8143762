import { createAuthClient } from 'better-auth/react';
import { api } from '../../shared/paths';

/** better-auth's browser client; same origin, cookies only (HttpOnly, never read by JS). */
export const authClient = createAuthClient({ basePath: api.auth });
