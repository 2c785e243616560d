// Sums the passed and failed tests of every Jest and Playwright JSON report in a folder
// and prints the one line CI reads: "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

type JestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites?: number;
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number } };

export function countResults(folder: string) {
  let passed = 0;
  let failed = 0;
  if (!fs.existsSync(folder)) return { passed, failed };
  for (const name of fs.readdirSync(folder).filter((file) => file.endsWith(".json"))) {
    const report = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as
      JestReport | PlaywrightReport;
    if ("stats" in report) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
    } else {
      passed += report.numPassedTests;
      // A suite that cannot even load counts as a failure, not as silence.
      failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    }
  }
  return { passed, failed };
}

if (require.main === module) {
  const { passed, failed } = countResults(process.argv[2] ?? "artifacts/results");
  console.log(`${passed} passed, ${failed} failed`);
}
