/**
 * A vitest reporter (vitest.config.ts) that prints, after the run, the ten slowest test files with the project
 * (runtime) they ran in: time in tests and hooks, plus the environment, setup and import time the file cost.
 */
import path from 'node:path';

const TOP = 10;

export default class SlowestReporter {
  onTestRunEnd(testModules) {
    const rows = testModules.map((m) => {
      const d = m.diagnostic();
      const overhead = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration;
      return { file: path.relative(process.cwd(), m.moduleId), project: m.project.name, tests: d.duration, overhead };
    });
    rows.sort((a, b) => b.tests + b.overhead - (a.tests + a.overhead));
    console.log('\nslowest unit files (tests + environment/setup/import):');
    for (const r of rows.slice(0, TOP)) {
      const total = ((r.tests + r.overhead) / 1000).toFixed(1).padStart(6);
      console.log(`  ${total} s  (${(r.overhead / 1000).toFixed(1)} s overhead)  [${r.project}] ${r.file}`);
    }
  }
}
