// `npm run vitals:report`: what real visitors measured (the `vitals` table, docs/performance.md "Field data"). Prints
// the 75th percentile of each metric per route over the last 7 and 28 days, for all visitors and split by browser
// context (in-app browser, installed, browser), and writes reports/vitals.html with the same tables and one small
// SVG chart per metric of the daily p75 of each route over the 28 days.
//
//   VITALS_DATABASE_URL  postgres://… of the database holding `public.vitals` (the Supabase project's connection
//                        string, ideally a role that may only read that table); required.
//   VITALS_REPORT_FILE   where the HTML goes (default reports/vitals.html)
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const DAY_MS = 86_400_000;
export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
/** web-vitals' thresholds of "good" and "poor" (a p75 above the second is poor), as Google's CrUX reads them. */
export const THRESHOLDS = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};
const COLOURS = [
  '#2563eb',
  '#dc2626',
  '#16a34a',
  '#9333ea',
  '#ea580c',
  '#0891b2',
  '#be185d',
  '#4d7c0f',
  '#1e293b',
  '#a16207',
];

export const format = (metric, value) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);
export function rating(metric, value) {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needs improvement' : 'poor';
}

/** p75 and count per route, metric and context ('all' for every context together) since `since`. */
async function p75Table(client, since, until) {
  const { rows } = await client.query(
    `select route, metric, coalesce(context, 'all') as context, count(*)::int as n,
            percentile_cont(0.75) within group (order by value) as p75
       from public.vitals
      where created_at > $1 and created_at <= $2
      group by grouping sets ((route, metric, context), (route, metric))
      order by route, array_position($3::text[], metric), context is not null, context`,
    [since, until, METRICS],
  );
  return rows.map((row) => ({ ...row, p75: Number(row.p75) }));
}

/** Daily p75 per route and metric (UTC days) since `since`. */
async function dailyP75(client, since, until) {
  const { rows } = await client.query(
    `select route, metric, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n,
            percentile_cont(0.75) within group (order by value) as p75
       from public.vitals
      where created_at > $1 and created_at <= $2
      group by 1, 2, 3
      order by 3`,
    [since, until],
  );
  return rows.map((row) => ({ ...row, p75: Number(row.p75) }));
}

/** Reads the windows from the database at `databaseUrl`, as of `now`. */
export async function readVitals(databaseUrl, now = new Date()) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const since = (days) => new Date(now.getTime() - days * DAY_MS);
    return {
      now,
      windows: [
        { days: 7, rows: await p75Table(client, since(7), now) },
        { days: 28, rows: await p75Table(client, since(28), now) },
      ],
      daily: await dailyP75(client, since(28), now),
    };
  } finally {
    await client.end();
  }
}

export function textReport({ now, windows }) {
  const lines = [];
  for (const { days, rows } of windows) {
    lines.push(
      `\nLast ${days} days (to ${now.toISOString()}): p75 per route and metric, all visitors and by browser context`,
    );
    if (!rows.length) {
      lines.push('  no rows');
      continue;
    }
    lines.push('| route | metric | context | page views | p75 | rating |', '| --- | --- | --- | ---: | ---: | --- |');
    for (const row of rows) {
      lines.push(
        `| ${row.route} | ${row.metric} | ${row.context} | ${row.n} | ${format(row.metric, row.p75)} | ${rating(row.metric, row.p75)} |`,
      );
    }
  }
  return lines.join('\n');
}

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One metric's daily p75 per route over the 28 days as an inline SVG line chart, with its "good" threshold dashed. */
export function chart(metric, daily, now) {
  const width = 640;
  const height = 220;
  const margin = { left: 64, right: 12, top: 12, bottom: 28 };
  const days = Array.from({ length: 28 }, (_, i) =>
    new Date(now.getTime() - (27 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const points = daily.filter((row) => row.metric === metric && days.includes(row.day));
  const routes = [...new Set(points.map((row) => row.route))].sort();
  const good = THRESHOLDS[metric][0];
  const top = Math.max(good, ...points.map((row) => row.p75)) * 1.1;
  const x = (day) => margin.left + (days.indexOf(day) / (days.length - 1)) * (width - margin.left - margin.right);
  const y = (value) => margin.top + (1 - value / top) * (height - margin.top - margin.bottom);
  const lines = routes.map((route, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const own = points.filter((row) => row.route === route);
    const coords = own.map((row) => `${x(row.day).toFixed(1)},${y(row.p75).toFixed(1)}`);
    const dots = coords
      .map((c) => `<circle cx="${c.split(',')[0]}" cy="${c.split(',')[1]}" r="2.5" fill="${colour}"/>`)
      .join('');
    return `<polyline data-route="${escapeHtml(route)}" fill="none" stroke="${colour}" stroke-width="2" points="${coords.join(' ')}"/>${dots}`;
  });
  const legend = routes
    .map((route, i) => `<span style="color:${COLOURS[i % COLOURS.length]}">&#9632; ${escapeHtml(route)}</span>`)
    .join(' ');
  const bottom = height - margin.bottom;
  return `<figure><figcaption>${metric}: daily p75 per route, last 28 days (dashed: good ≤ ${format(metric, good)})</figcaption>
<svg role="img" aria-label="${metric} daily p75 per route" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-size="11" font-family="sans-serif">
<line x1="${margin.left}" y1="${bottom}" x2="${width - margin.right}" y2="${bottom}" stroke="#999"/>
<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${bottom}" stroke="#999"/>
<line x1="${margin.left}" y1="${y(good).toFixed(1)}" x2="${width - margin.right}" y2="${y(good).toFixed(1)}" stroke="#6b7280" stroke-dasharray="4 3"/>
<text x="${margin.left - 4}" y="${margin.top + 4}" text-anchor="end">${format(metric, top)}</text>
<text x="${margin.left - 4}" y="${bottom}" text-anchor="end">0</text>
<text x="${margin.left}" y="${height - 8}">${days[0]}</text>
<text x="${width - margin.right}" y="${height - 8}" text-anchor="end">${days.at(-1)}</text>
${lines.join('\n')}
</svg><div>${legend || 'no data'}</div></figure>`;
}

export function htmlReport({ now, windows, daily }) {
  const tables = windows
    .map(({ days, rows }) => {
      const body = rows
        .map(
          (row) =>
            `<tr><td>${escapeHtml(row.route)}</td><td>${row.metric}</td><td>${escapeHtml(row.context)}</td><td>${row.n}</td><td>${format(row.metric, row.p75)}</td><td>${rating(row.metric, row.p75)}</td></tr>`,
        )
        .join('\n');
      return `<h2>Last ${days} days</h2><table><thead><tr><th>route</th><th>metric</th><th>context</th><th>page views</th><th>p75</th><th>rating</th></tr></thead><tbody>${body || '<tr><td colspan="6">no rows</td></tr>'}</tbody></table>`;
    })
    .join('\n');
  const charts = METRICS.map((metric) => chart(metric, daily, now)).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Core Web Vitals from visitors</title>
<style>body{font-family:sans-serif;margin:2rem;max-width:960px}table{border-collapse:collapse;margin-bottom:2rem}td,th{border:1px solid #ddd;padding:2px 8px;text-align:left}figure{margin:0 0 2rem}</style></head>
<body><h1>Core Web Vitals from visitors</h1><p>75th percentile per route and metric, to ${now.toISOString()}. Context "all" is every visitor; the others split them by browser (docs/performance.md, "Field data").</p>
${tables}
<h2>Daily p75 per route</h2>
${charts}
</body></html>
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const databaseUrl = process.env.VITALS_DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'Set VITALS_DATABASE_URL to the postgres:// URL of the database that holds public.vitals (docs/performance.md).',
    );
    process.exit(2);
  }
  const data = await readVitals(databaseUrl);
  console.log(textReport(data));
  const file = process.env.VITALS_REPORT_FILE ?? 'reports/vitals.html';
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, htmlReport(data));
  console.log(`\nWrote ${file}.`);
}
