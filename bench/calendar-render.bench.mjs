// Benchmark (issue #5): rendering the dashboard's 12-month year calendar in Chromium for a
// traveller with 500 visits. Goal: under 50 ms of scripting per year rendered.
// Runs the whole product as `npm start` does (throw-away database), seeds 500 one-day visits
// every other day up to yesterday through the API, opens /dashboard in Debian's Chromium and
// switches years with the Previous/Next buttons; Chrome's own ScriptDuration (CDP Performance
// metrics) is read around each switch.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright-core';

import { ensureChromium } from '../scripts/ensure-chromium.mjs';
import { startThrowawayStack } from '../scripts/launcher/throwaway-stack.mjs';
import { percentile } from './support.mjs';

const VISITS = 500;
const SWITCHES = Number(process.env.BENCH_SWITCHES ?? 20);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const isoDay = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const stack = await startThrowawayStack({ name: 'bench_calendar' });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
try {
  const context = await browser.newContext({ baseURL: stack.baseUrl });
  const api = context.request;
  const register = await api.post('/api/register', {
    data: {
      username: 'calendarbench',
      email: 'calendarbench@example.com',
      password: 'a-bench-passphrase',
    },
  });
  if (!register.ok()) throw new Error(`register: ${register.status()} ${await register.text()}`);
  const seeded = Date.now();
  for (let i = 0; i < VISITS; i += 1) {
    const day = isoDay(-2 * (VISITS - i));
    const response = await api.post('/api/travel-entries/visit', {
      data: { entry_date: day, exit_date: day, country: 'France' },
    });
    if (!response.ok())
      throw new Error(`visit ${i}: ${response.status()} ${await response.text()}`);
  }
  const seedMs = Date.now() - seeded;

  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')
      .value;

  const beforeLoad = await scriptSeconds();
  await page.goto('/dashboard');
  const heading = page.locator('#calendar-year-heading');
  await heading.waitFor();
  await page
    .getByRole('button', { name: /: \d+ days? used/ })
    .first()
    .waitFor();
  const loadMs = ((await scriptSeconds()) - beforeLoad) * 1000;

  const year = Number(await heading.textContent());
  const samples = [];
  for (let i = 0; i < SWITCHES; i += 1) {
    // Between this year and the one before, both full of visits.
    const target = i % 2 === 0 ? year - 1 : year;
    const before = await scriptSeconds();
    await page.getByRole('button', { name: target < year ? 'Previous year' : 'Next year' }).click();
    await page.waitForFunction(
      (y) => document.querySelector('#calendar-year-heading')?.textContent === String(y),
      target,
    );
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    samples.push(((await scriptSeconds()) - before) * 1000);
  }
  samples.sort((a, b) => a - b);
  const p50 = percentile(samples, 50);
  const p95 = percentile(samples, 95);
  console.log(
    `Year calendar render, ${VISITS} visits (Chromium ${browser.version()}, ${SWITCHES} year switches)`,
  );
  console.log(`seeded ${VISITS} visits through the API in ${seedMs} ms`);
  console.log(
    `dashboard load, all scripting (bundle, data, first calendar): ${loadMs.toFixed(1)} ms`,
  );
  console.log(
    `scripting per year rendered: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${samples.at(-1).toFixed(1)} ms  ${p95 < 50 ? 'ok (< 50 ms)' : 'OVER GOAL (50 ms)'}`,
  );
} finally {
  await browser.close();
  const code = await stack.stop();
  if (code !== 0) console.error(`the stack did not stop cleanly (${code})`);
}
