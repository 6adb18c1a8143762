import { config } from 'zod';
import { es } from 'zod/locales';

// zod's own messages (a wrong type, a bad UUID, a missing field) in Spanish wherever a schema
// parses: the server (app.ts), the dashboard and the microsite's lead form (web/lib/zod-config.ts).
// A message a schema gives itself still wins.
// One exception: "Inválido UUID" reads badly, and people only meet it as a broken reference.
config({
  ...es(),
  customError: (issue) =>
    issue.code === 'invalid_format' && issue.format === 'uuid' ? 'El identificador no es válido.' : undefined,
});
