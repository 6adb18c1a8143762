/** The demo account printed on start and in the README (its own module: see bootstrap's seed import). */
export const DEMO_ACCOUNT = { email: 'demo@escaparate.es', password: 'escaparate-demo' } as const;
