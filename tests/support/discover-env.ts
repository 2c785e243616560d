import { runParseTask } from "@/lib/parsers/pool";

/** Sets environment variables for a test file and puts the old values back afterwards. */
export function setEnvForFile(values: () => Record<string, string | undefined>) {
  const saved: Record<string, string | undefined> = {};
  beforeAll(() => {
    for (const [name, value] of Object.entries(values())) {
      saved[name] = process.env[name];
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  afterAll(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}

/** Sets one variable for the duration of `work`. */
export async function withEnv<T>(
  values: Record<string, string | undefined>,
  work: () => Promise<T>,
): Promise<T> {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (next: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(values);
  try {
    return await work();
  } finally {
    apply(saved);
  }
}

/**
 * Starts both parser workers (they clean the sources' HTML). A worker's first start costs
 * seconds on a busy machine, longer than a test's source timeout.
 */
export function warmParsers() {
  beforeAll(async () => {
    await Promise.all([
      runParseTask("rich-text-batch", ["<p>warm</p>"]),
      runParseTask("rich-text-batch", ["<p>up</p>"]),
    ]);
  }, 60_000);
}
