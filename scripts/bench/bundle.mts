// bench:bundle — first-load JS (gzip) of every route template as served, against the framework's floor:
// an empty page of the same Next version (bench/floor-app), built in the same run.
// Prints the table and writes bench-results/bundle.json; scripts/bench/check-budgets.ts asserts the budgets.
import { ROUTES, samplePath, type RouteDef } from '../../lib/routes.ts';
import { measureFirstLoadJs, printFirstLoadTable } from './first-load-js.mjs';
import { appServer, floorServer, writeResult } from './server.mjs';

/**
 * Pages whose main content is a form validated in the browser with the commissioned react-hook-form + zod
 * (one schema for the client form and the route handler). Like the taxi flow, they are
 * interactive pages, not content pages, and get the interactive budget.
 */
const FORM_PAGES = new Set(['/contacto', '/eldorado-sostenible/contacto', '/eliminacion-datos']);

/**
 * Budget above the floor, in kB gzip: taxi and maps carry interactive islands (80 kB); the form pages
 * get 60 kB (their validation, zod and the schemas, is a lazy chunk: /contacto measures +43 kB with both
 * PQRS and contact forms).
 */
export function budgetFor(route: RouteDef): number {
  if (FORM_PAGES.has(route.path)) return 60;
  return route.section === 'taxi' || route.path.startsWith('/mapas') ? 80 : 30;
}

async function measureFloor(): Promise<number> {
  const floor = await floorServer({ port: 3501 });
  try {
    return (await measureFirstLoadJs(floor.url, '/')).gzipKb;
  } finally {
    floor.stop();
  }
}

async function main() {
  const floorKb = await measureFloor();
  const app = await appServer({ port: 3500 });
  try {
    const templates = ROUTES.filter((route) => !route.status404);
    const rows = [];
    const scriptSizes = new Map();
    for (const route of templates) {
      for (const prefix of ['', '/en']) {
        const path = `${prefix}${samplePath(route)}`.replace(/\/$/, '') || '/';
        const row = await measureFirstLoadJs(app.url, path, scriptSizes);
        rows.push({ ...row, route: route.path, budgetKb: budgetFor(route), overFloorKb: row.gzipKb - floorKb });
      }
    }
    printFirstLoadTable(rows);
    const worst = rows.reduce((a, b) => (b.overFloorKb > a.overFloorKb ? b : a));
    console.log(`\nfloor (empty Next ${await nextVersion()} page): ${floorKb.toFixed(1)} kB gzip`);
    console.log(
      `largest route: ${worst.path} ${worst.gzipKb.toFixed(1)} kB (+${worst.overFloorKb.toFixed(1)} kB over the floor)`,
    );
    if (app.buildSeconds) console.log(`build time: ${app.buildSeconds.toFixed(1)} s`);
    console.log(`written: ${writeResult('bundle', { floorKb, buildSeconds: app.buildSeconds, rows })}`);
  } finally {
    app.stop();
  }
}

async function nextVersion(): Promise<string> {
  const { default: pkg } = await import('next/package.json', { with: { type: 'json' } });
  return pkg.version;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
