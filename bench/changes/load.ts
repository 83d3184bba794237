/**
 * @module Load client of bench:changes, in its own process so its work does not share the service's event
 * loop: `changeWorkers` clients call one GET /v2/changes URL back to back while `healthWorkers` clients call
 * /healthz, for `seconds`. Reads the plan as JSON from argv; prints each path's latencies (ms) as JSON.
 */
export interface ChangesLoadPlan {
  base: string;
  key: string;
  changesPath: string;
  changeWorkers: number;
  healthWorkers: number;
  seconds: number;
}

export interface ChangesLoadReport {
  changes: number[];
  health: number[];
  errors: number;
}

const plan = JSON.parse(process.argv[2] ?? '{}') as ChangesLoadPlan;
const deadline = performance.now() + plan.seconds * 1000;
const report: ChangesLoadReport = { changes: [], health: [], errors: 0 };

async function worker(path: string, headers: Record<string, string>, into: number[]): Promise<void> {
  while (performance.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${plan.base}${path}`, { headers });
    await res.arrayBuffer();
    if (res.status === 200) into.push(performance.now() - started);
    else report.errors += 1;
  }
}

await Promise.all([
  ...Array.from({ length: plan.changeWorkers }, () =>
    worker(plan.changesPath, { 'x-api-key': plan.key }, report.changes),
  ),
  ...Array.from({ length: plan.healthWorkers }, () => worker('/healthz', {}, report.health)),
]);
process.stdout.write(JSON.stringify(report));
