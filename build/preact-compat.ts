import type { Alias, Plugin } from 'vite';

/**
 * The microsite's components are written against React's API and run on Preact's compatible
 * runtime (docs/decisions/008): React DOM alone is ~75 KB gzip, over the microsite's 60 KB budget.
 */
const targets: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/** For the microsite's own builds: every `react` import is Preact. */
export const preactAliases: Alias[] = Object.entries(targets).map(([find, replacement]) => ({
  find: new RegExp(`^${find.replace('/', '\\/')}$`),
  replacement,
}));

/**
 * Folders whose modules run on Preact in the server-side renders: the microsite, the site pages and
 * the components they share with the app (which the app's own build still compiles against React).
 */
const preactFolders = [
  '/src/web/microsite/',
  '/src/web/site/',
  '/src/web/components/site/',
  '/src/web/components/brand/',
];

/** For Vitest, which also runs the dashboard on React: only modules of those folders get Preact. */
export function micrositePreact(): Plugin {
  return {
    name: 'microsite-preact',
    enforce: 'pre',
    resolveId(source, importer) {
      const target = targets[source];
      const from = importer?.replaceAll('\\', '/');
      if (!target || !from || !preactFolders.some((folder) => from.includes(folder))) return null;
      return this.resolve(target, importer, { skipSelf: true });
    },
  };
}
