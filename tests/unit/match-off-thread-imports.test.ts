import fs from "node:fs";
import path from "node:path";

// The routes that analyse or write for a job run the matcher and the local engine in the
// match worker (lib/match-worker). These checks follow each route's static imports (not
// `import type`, not `await import(...)`) and find that none reaches lib/match or the local
// engine, so the server's thread never loads or runs them for these requests.
const ROOT = path.resolve(__dirname, "../..");
const ROUTES = [
  "app/api/jobs/[id]/analyze/route.ts",
  "app/api/jobs/[id]/fit/route.ts",
  "app/api/jobs/[id]/generate-all/route.ts",
  "app/api/jobs/[id]/generate-questions/route.ts",
  "app/api/jobs/[id]/stream-resume/route.ts",
  "app/api/jobs/[id]/stream-cover-letter/route.ts",
  "app/api/analyze-keywords/route.ts",
];
const IMPORT_RE = /^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"([^"]+)";/gm;
const SIDE_EFFECT_RE = /^import\s+"([^"]+)";/gm;
const OFF_THREAD = [/^lib\/match\//, /^lib\/ai\/local\//];

function resolveFile(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  throw new Error(`Cannot resolve ${specifier} from ${from}`);
}

/** Every project file the route loads with it, by static import. */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [path.join(ROOT, entry)];
  while (stack.length > 0 && seen.size < 5_000) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const re of [IMPORT_RE, SIDE_EFFECT_RE])
      for (const [, specifier] of source.matchAll(re)) {
        const resolved = resolveFile(file, specifier);
        if (resolved) stack.push(resolved);
      }
  }
  return seen;
}

describe("what a job's analysis and writing load in the server's thread", () => {
  it.each(ROUTES)("%s reaches neither lib/match nor the local engine", (route) => {
    const loaded = [...staticImports(route)].map((file) => path.relative(ROOT, file));
    expect(loaded.length).toBeGreaterThan(5);
    expect(loaded).toContain("lib/match-worker/run.ts");
    expect(loaded.filter((file) => OFF_THREAD.some((re) => re.test(file)))).toEqual([]);
  });
});
