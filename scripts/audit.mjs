// `npm audit --omit=dev` for CI: fails on any high or critical advisory in what ships. When the
// registry does not serve the advisory endpoint (some mirrors answer 405), it says so loudly
// and does not fail: no advisories could be read, so none can be judged.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit gave no report:\n${run.stderr}`);
  process.exit(1);
}
if (!report.metadata) {
  console.warn(`⚠ npm audit could not be run: ${report.message ?? report.error?.summary ?? 'no answer'}`);
  console.warn('⚠ the registry did not serve security advisories; dependencies were NOT checked');
  process.exit(0);
}
const { high = 0, critical = 0, ...others } = report.metadata.vulnerabilities;
console.log(
  `npm audit (production dependencies): ${critical} critical, ${high} high, others ${JSON.stringify(others)}`,
);
if (high + critical > 0) {
  for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
    if (finding.severity === 'high' || finding.severity === 'critical') console.error(`  ${finding.severity}: ${name}`);
  }
  process.exit(1);
}
