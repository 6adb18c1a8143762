import '../../shared/zod-spanish';
import { config } from 'zod';

// zod probes `new Function` to decide whether it may compile fast parsers; under our CSP
// (no 'unsafe-eval') that probe is reported as a violation. Parse without it.
config({ jitless: true });
