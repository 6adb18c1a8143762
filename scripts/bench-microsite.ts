// `npm run bench:microsite`: the public microsite of a listing on the built server in production
// mode. A published listing with 12 photos and a complete ad (a 4.000-character description, 15
// features, facts and costs, the map block) is made through the API as a user would, then:
// throughput under 200 connections (against plain node:http sending the same bytes), page
// weight (budgets: JS at load ≤ 60 KB gzip, HTML ≤ 20 KB gzip) and Lighthouse mobile (budget:
// 100 in all four categories) for the microsite and the agency page. Any FAIL or non-2xx exits 1.
// Stored pages against nginx (one worker, the same gzip bytes from a temp dir), measured with wrk in
// the same run: one hot listing (budget ≥ 0.5× nginx, p99 ≤ 50 ms, no timeouts) and 1,000 published
// listings (seeded in SQL before the server starts) requested at random (budget ≥ 0.4× nginx).
// The server runs from a private copy of dist/, so a rebuild meanwhile cannot disturb it.
// Options: --pg (or BENCH_DATABASE_URL) for PostgreSQL instead of PGlite; --lh-runs=N (default 3);
// --no-load skips the throughput parts (nginx and autocannon), for a quick page weight and Lighthouse.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { FEATURE_CODES } from '../src/shared/listing-catalog';
import type { ListingInput } from '../src/shared/listings';
import { paths } from '../src/shared/paths';
import { startSnapshotServer } from './bench/app-snapshot';
import { benchDatabase } from './bench/bench-database';
import { runCleanups } from './bench/clean-up';
import { compareWithNginx, RANDOM_LISTINGS } from './bench/compare-nginx';
import { createDemoListing, signIn } from './bench/demo-listing';
import { audit, launchChromium, printLighthouse } from './bench/lighthouse-audit';
import { LOAD, type LoadFigures, printLoadTable, runLoad, startPlainServer } from './bench/load-test';
import { JS_BUDGET_BYTES, measurePageWeight, printPageWeight } from './bench/page-weight';
import { seedPublishedListings } from './bench/seed-listings';

/** The issue's budgets for a complete ad: every Lighthouse category at 100, the document ≤ 20 KB gzip. */
const HTML_BUDGET_BYTES = 20 * 1024;
const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** A description at the 4.000-character limit: real prose, so it compresses as a real one would. */
const DESCRIPTION = [
  'Piso exterior de tres dormitorios en una finca clásica de 1930 de la calle Fuencarral, en pleno barrio de Chamberí, rehabilitada por completo en 2019 con fachada, cubierta, portal y ascensor nuevos. La vivienda ocupa la cuarta planta, da a la calle por el salón y el dormitorio principal y a un patio de manzana ajardinado y muy silencioso por la cocina y los otros dos dormitorios.',
  'Al entrar, un recibidor amplio con armario empotrado distribuye la casa en dos zonas bien separadas: la de día, con el salón comedor y la cocina, y la de noche, con los tres dormitorios y los dos baños. Los techos alcanzan los tres metros y conservan las molduras originales, restauradas durante la reforma, y los suelos son de tarima de roble natural en toda la vivienda salvo en cocina y baños, donde hay gres porcelánico de gran formato.',
  'El salón comedor, de casi treinta metros cuadrados, tiene dos balcones de forja a la calle orientados al suroeste, de modo que recibe el sol desde mediodía hasta el atardecer. Cabe sin esfuerzo una mesa para ocho personas, una zona de sofás y una pared entera de librería. La cocina es independiente, con ventana al patio, muebles lacados hasta el techo, encimera de cuarzo, placa de inducción, horno y microondas en columna, lavavajillas integrado, frigorífico combinado y una pequeña zona de office para desayunar.',
  'El dormitorio principal da a la calle y cuenta con vestidor y baño en suite con ducha de obra, doble lavabo y ventilación natural. Los otros dos dormitorios son dobles, dan al patio y tienen armarios empotrados de suelo a techo; uno de ellos se usa hoy como despacho, con espacio para dos puestos de trabajo. El segundo baño, completo y con bañera, está junto a ellos y tiene ventana.',
  'La reforma de 2019 renovó las instalaciones de electricidad y fontanería, cambió todas las ventanas por carpintería de aluminio con rotura de puente térmico y doble acristalamiento, y añadió aire acondicionado por conductos con bomba de calor en todas las estancias. La calefacción es individual de gas natural con caldera de condensación y radiadores de hierro fundido restaurados. El certificado energético tiene la letra D en consumo y E en emisiones.',
  'La finca tiene portero físico por las mañanas, ascensor hasta la planta de la vivienda, cuarto de bicicletas y carritos en la planta baja y un trastero de cinco metros cuadrados incluido en el precio, con luz y enchufe. Los gastos de comunidad son de ciento veinte euros al mes e incluyen el servicio de portería y la limpieza de las zonas comunes. Hay plazas de garaje en alquiler en un aparcamiento a cien metros.',
  'El barrio lo tiene todo a pie: el mercado de Chamberí, la plaza de Olavide con sus terrazas, colegios públicos y concertados, dos centros de salud, bibliotecas y un parque infantil en la misma manzana. Las estaciones de metro de Bilbao, Quevedo y San Bernardo están a menos de diez minutos andando, y varias líneas de autobús conectan con el centro, Moncloa y la Castellana. La Ciudad Universitaria queda a quince minutos en bicicleta por carril protegido.',
  'Es una vivienda pensada para una familia que busque espacio, luz y silencio sin renunciar a la vida de barrio, o para quien quiera trabajar desde casa con una habitación dedicada. Se entrega libre de cargas, con cédula de habitabilidad y certificado de eficiencia energética en vigor. Las visitas se organizan de lunes a sábado, también por videollamada, y la agencia acompaña todo el proceso de financiación, tasación y firma ante notario sin coste adicional para el comprador.',
  'Escríbenos por el formulario o por WhatsApp y te enviaremos el plano acotado, la nota simple actualizada, el último recibo del IBI y las actas de la comunidad de los dos últimos años, para que tengas toda la información antes de la primera visita.',
  'El precio no incluye los gastos de compraventa. Aceptamos permuta por una vivienda más pequeña en el mismo barrio, y estudiamos la venta con el mobiliario de salón y dormitorios, de diseño y en perfecto estado.',
].join('\n\n');

/** What the bench adds to the demo listing: the longest description, 15 features, facts and costs. */
const FULL_AD: Partial<ListingInput> = {
  propertyType: 'piso',
  reference: 'CHB-FUE-0123',
  description: DESCRIPTION,
  features: FEATURE_CODES.slice(0, 15),
  usableSqm: 84,
  yearBuilt: 1930,
  condition: 'good',
  orientation: 'so',
  communityFees: 120,
  ibi: 640,
  energyStatus: 'certified',
  energyConsumption: 'D',
  energyEmissions: 'E',
};

const lhRuns = Number(
  /^--lh-runs=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--lh-runs=')) ?? '')?.[1] ?? 3,
);
const withLoad = !process.argv.includes('--no-load');
const failures: string[] = [];
const heading = (text: string) => console.log(`\n${text}`);

const database = await benchDatabase(process.argv);
console.log(
  `bench:microsite  Node ${process.versions.node}, ${availableParallelism()} CPU(s) (load average ${loadavg()[0]!.toFixed(2)}), ${database.url ? 'PostgreSQL' : 'PGlite (embedded)'}, NODE_ENV=production`,
);
let randomPaths: string[] = [];
const server = await startSnapshotServer(
  {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
  },
  {
    prepare: async (dataDir) => {
      const t0 = performance.now();
      randomPaths = await seedPublishedListings({ url: database.url, dataDir, count: RANDOM_LISTINGS });
      console.log(
        `  ${randomPaths.length} published listings seeded in SQL in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    },
  },
).catch(async (error) => {
  await database.drop();
  throw error;
});
const cleanups: (() => Promise<unknown> | unknown)[] = [() => server.stop(), () => database.drop()];
try {
  const origin = server.baseURL;
  if (DESCRIPTION.length !== 4000)
    throw new Error(`The description has ${DESCRIPTION.length} characters, not 4.000`);
  const seeded = await createDemoListing(origin, await signIn(origin), FULL_AD);
  const pageUrl = `${origin}${paths.listing(seeded.listing.slug)}`;
  const agencyUrl = `${origin}${paths.agency(seeded.agencySlug)}`;
  console.log(
    `  listing "${seeded.listing.title}" with ${seeded.photoCount} photos (${seeded.photoMb.toFixed(1)} MB of JPEG uploaded), a ${seeded.listing.description?.length ?? 0}-character description and ${seeded.listing.features.length} features`,
  );

  // What autocannon gets (it asks for no encoding), kept byte for byte for the baseline.
  const plainCopy = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
  const html = Buffer.from(await plainCopy.arrayBuffer());
  const contentType = plainCopy.headers.get('content-type') ?? 'text/html; charset=UTF-8';
  const asBrowser = await fetch(pageUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  await asBrowser.arrayBuffer();

  if (withLoad)
    await compareWithNginx({ origin, hotPath: paths.listing(seeded.listing.slug), randomPaths, failures });

  heading('Page weight (first visit, before photos)');
  const weight = await measurePageWeight(
    pageUrl,
    html.toString('utf8'),
    asBrowser.headers.get('content-encoding'),
  );
  printPageWeight(weight);
  if (weight.js.gzip > JS_BUDGET_BYTES) failures.push('JavaScript over budget');
  const htmlVerdict = weight.html.gzip <= HTML_BUDGET_BYTES ? 'PASS' : 'FAIL';
  console.log(
    `  HTML budget ≤ ${(HTML_BUDGET_BYTES / 1024).toFixed(1)} KB gzip: ${(weight.html.gzip / 1024).toFixed(1)} KB → ${htmlVerdict}`,
  );
  if (htmlVerdict === 'FAIL') failures.push('HTML over budget');

  if (withLoad) {
    heading(
      `Throughput: GET ${paths.listing(seeded.listing.slug)}, ${LOAD.connections} connections, ${LOAD.duration} s after ${LOAD.warmup} s warm-up`,
    );
    console.log('  autocannon runs in this process; each server in a process of its own');
    const rows: LoadFigures[] = [await runLoad('microsite (app)', pageUrl, server.pid)];
    const plain = await startPlainServer(html, { 'content-type': contentType });
    cleanups.unshift(() => plain.stop());
    rows.push(await runLoad('plain node:http', plain.url, plain.pid));
    await plain.stop();
    printLoadTable(rows);
    const [app, base] = rows as [LoadFigures, LoadFigures];
    console.log(
      `  req/s microsite / plain: ${(app.rps / base.rps).toFixed(3)} (${html.length} bytes per response, ${contentType})`,
    );
    for (const r of rows) {
      if (r.non2xx || r.errors) failures.push(`${r.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    }
  }

  heading('Lighthouse');
  const chrome = await launchChromium();
  cleanups.unshift(() => chrome.kill());
  const microsite = await audit(chrome.port, 'Microsite', pageUrl, lhRuns);
  printLighthouse(microsite);
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const score = Math.round((microsite.lhr.categories[category]?.score ?? 0) * 100);
    console.log(`  budget ${category} = 100: ${score} → ${score === 100 ? 'PASS' : 'FAIL'}`);
    if (score !== 100) failures.push(`Lighthouse ${category} ${score}`);
  }
  console.log('');
  printLighthouse(await audit(chrome.port, 'Agency page', agencyUrl, lhRuns));
} catch (error) {
  console.error(error);
  console.error(`Server log:\n${server.logs.join('')}`);
  failures.push('error');
} finally {
  await runCleanups(cleanups, failures);
}

heading(`bench:microsite ${failures.length ? `FAIL (${failures.join('; ')})` : 'PASS'}`);
if (failures.length) process.exitCode = 1;
