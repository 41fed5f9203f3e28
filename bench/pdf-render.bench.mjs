// Benchmark (issue #6): the travel history PDF with the warm browser of the reporting worker.
// 1. Latency: p50/p95 of one PDF for 20, 200 and 2,000 visits, rendered one after the other on
//    the worker's own code (BrowserPool + template + print), after a warm-up.
// 2. Throughput: the real worker process (services/reporting-worker/dist/main.js, started by
//    startBenchStack and ready by its readiness probe: a BullMQ worker of the queue seen in Redis)
//    drains a queue of 200-visit jobs through BullMQ and Redis, at its default concurrency; a
//    stand-in for the reporting service answers each job's history over TCP, as the real one does.
// Goals: p95 under 500 ms for 200 visits and under 3 s for 2,000; one browser launch in all.
// `npm run bench:pdf` builds first. Uses CHROMIUM_PATH (default /usr/bin/chromium) and REDIS_URL
// (default 127.0.0.1:6379) under a throw-away key prefix (the stack's, deleted when it stops).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { uncleanStops } from '../scripts/launcher/stack.mjs';
import { freePort, percentile, startBenchStack } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const worker = (file) => require(path.join(root, 'services/reporting-worker/dist', file));
const { BrowserPool } = worker('browser/browser-pool.js');
const { htmlToPdf } = worker('render/html-to-pdf.js');
const { travelHistoryHtml, travelHistoryFooterHtml } = worker(
  'templates/travel-history.template.js',
);
const { pdfTranslator } = worker('templates/pdf-translator.js');
// The report as an English-speaking user gets it (the worker renders in the job's language).
const english = await pdfTranslator('en');
const { Queue, QueueEvents } = require(path.join(root, 'node_modules/bullmq'));
const { bullPrefix, PDF_RENDER_QUEUE, PdfRenderJobs, ReportingPatterns } = require(
  path.join(root, 'libs/contracts/dist'),
);
const { ServerTCP } = await import(path.join(root, 'node_modules/@nestjs/microservices/index.js'));

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 30);
const THROUGHPUT_JOBS = Number(process.env.BENCH_THROUGHPUT_JOBS ?? 60);
const GOALS_P95_MS = { 200: 500, 2000: 3000 };
const DAY_MS = 86_400_000;

/** `count` visits of 3 to 9 days, 12 days apart, newest first, a note on every third. */
function job(count) {
  const rows = [];
  for (let i = 0; i < count; i += 1) {
    const entry = Date.UTC(2000, 0, 1) + i * 12 * DAY_MS;
    const days = 3 + (i % 7);
    rows.push({
      country: ['France', 'Germany', 'Italy', 'Spain', null][i % 5],
      notes: i % 3 === 0 ? `Visit number ${i + 1}: business trip, hotel near the station` : null,
      entryDate: new Date(entry).toISOString().slice(0, 10),
      exitDate: new Date(entry + (days - 1) * DAY_MS).toISOString().slice(0, 10),
      days,
    });
  }
  return {
    requestId: randomUUID(),
    userId: randomUUID(),
    productName: 'Schengen Tracker',
    generatedFor: 'Bench Traveller',
    reportDate: '2026-11-22',
    fileName: 'schengen-travel-history-2026-11-22.pdf',
    rows: rows.reverse(),
    summary: {
      totalVisits: count,
      daysUsed: 9,
      daysLeft: 81,
      isInside: false,
      lastDayToStay: '2027-02-19',
    },
    usage: { from: '2026-05-27', daysUsed: Array.from({ length: 180 }, (_, i) => (i * 7) % 60) },
  };
}

async function latency(pool) {
  const results = {};
  for (const visits of [20, 200, 2000]) {
    const payload = job(visits);
    const render = () =>
      pool.withPage((page) =>
        htmlToPdf(page, travelHistoryHtml(payload, english), {
          footerHtml: travelHistoryFooterHtml(payload, english),
          timeoutMs: 60_000,
        }),
      );
    let bytes = 0;
    for (let i = 0; i < 2; i += 1) bytes = (await render()).pdf.length; // warm-up
    const times = [];
    const iterations = visits === 2000 ? Math.max(5, Math.round(ITERATIONS / 3)) : ITERATIONS;
    for (let i = 0; i < iterations; i += 1) {
      const started = performance.now();
      await render();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    results[visits] = { p50: percentile(times, 50), p95: percentile(times, 95), iterations, bytes };
  }
  return results;
}

async function throughput() {
  // Jobs carry no history (ADR 0020): the worker asks reporting for it; this answers in its place,
  // on the port the stack gives the worker as reporting's.
  const histories = new Map();
  const reportingPort = await freePort();
  const reporting = new ServerTCP({ host: '127.0.0.1', port: reportingPort });
  reporting.addHandler(
    ReportingPatterns.PdfJobHistory,
    // The worker's call comes in its envelope (an assertion this stand-in does not check).
    async ({ payload }) => histories.get(payload.jobId),
    false,
  );
  await new Promise((resolve) => reporting.listen(resolve));
  let stack;
  let queue;
  let events;
  try {
    ({ stack } = await startBenchStack({
      name: 'bench_pdf',
      only: ['reporting-worker'],
      ports: { reporting: reportingPort },
      env: { CHROMIUM_PATH: CHROMIUM, NO_COLOR: '1' },
    }));
    const connection = { url: stack.redis.url };
    const prefix = bullPrefix(stack.redis.keyPrefix);
    queue = new Queue(PDF_RENDER_QUEUE, { connection, prefix });
    events = new QueueEvents(PDF_RENDER_QUEUE, { connection, prefix });
    await events.waitUntilReady();
    const log = stack.process('reporting-worker').lines;
    const payloads = Array.from({ length: THROUGHPUT_JOBS }, () => job(200));
    let finished = 0;
    let failures = 0;
    const allDone = new Promise((resolve) => {
      const count = () => {
        finished += 1;
        if (finished === THROUGHPUT_JOBS) resolve();
      };
      events.on('completed', count);
      events.on('failed', () => {
        failures += 1;
        count();
      });
    });
    const started = performance.now();
    await queue.addBulk(
      payloads.map(({ rows, summary, usage, ...data }) => {
        histories.set(data.requestId, { rows, summary, usage });
        return {
          name: PdfRenderJobs.TravelHistory,
          data,
          opts: { jobId: data.requestId, attempts: 1 },
        };
      }),
    );
    await allDone;
    if (failures > 0) throw new Error(`${failures} PDF jobs failed`);
    const seconds = (performance.now() - started) / 1000;
    // Figures the worker prints (its readiness came from its probe, above).
    const concurrency = log.map((line) => /concurrency (\d+)/.exec(line)?.[1]).find(Boolean);
    const launches = log.filter((line) => line.includes('Chromium is running')).length;
    return {
      jobs: THROUGHPUT_JOBS,
      seconds,
      perSecond: THROUGHPUT_JOBS / seconds,
      concurrency,
      launches,
    };
  } finally {
    await events?.close();
    await queue?.close();
    const unclean = uncleanStops((await stack?.stop()) ?? []);
    if (unclean.length > 0) console.error(unclean.join('\n'));
    await reporting.close();
  }
}

const pool = new BrowserPool({ executablePath: CHROMIUM, maxJobsPerBrowser: 0 });
let failed = false;
try {
  const launchStarted = performance.now();
  await pool.warm();
  const launchMs = performance.now() - launchStarted;
  const results = await latency(pool);
  console.log(`PDF benchmark (node ${process.version}, ${CHROMIUM})`);
  console.log(`cold browser launch: ${launchMs.toFixed(0)} ms (once; then every PDF reuses it)`);
  for (const [visits, r] of Object.entries(results)) {
    const goal = GOALS_P95_MS[visits];
    const verdict =
      goal === undefined
        ? ''
        : r.p95 < goal
          ? `  goal p95 < ${goal} ms: met`
          : `  goal p95 < ${goal} ms: MISSED`;
    if (goal !== undefined && r.p95 >= goal) failed = true;
    console.log(
      `${String(visits).padStart(5)} visits: p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms (${r.iterations} PDFs, ${(r.bytes / 1024).toFixed(0)} kB)${verdict}`,
    );
  }
  console.log(`browser launches for ${pool.pages} PDFs: ${pool.launches}`);
  if (pool.launches !== 1) failed = true;
  await pool.close();
  const t = await throughput();
  console.log(
    `throughput of one worker process (concurrency ${t.concurrency}, 200 visits): ${t.perSecond.toFixed(1)} PDFs/s (${t.jobs} jobs in ${t.seconds.toFixed(1)} s, ${t.launches} browser launch)`,
  );
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await pool.close();
}
process.exit(failed ? 1 : 0);
