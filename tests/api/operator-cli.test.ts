import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/lib/db/adapter";

// The operator's commands as the person running the server types them, on PGlite data
// folders of their own (with the server stopped, so they open the folder themselves).

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shortlist-operator-"));
  folders.push(folder);
  return folder;
}

function npm(dataDir: string, ...args: string[]) {
  const result = spawnSync("npm", ["run", "-s", ...args], {
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NEXTAUTH_SECRET: "" },
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

async function withDatabase<T>(
  dataDir: string,
  work: (sql: ReturnType<typeof openDatabase>["sql"]) => Promise<T>,
) {
  const before = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  const { sql } = openDatabase({ url: "" });
  process.env.DATA_DIR = before;
  try {
    return await work(sql);
  } finally {
    await sql.close();
  }
}

const rowsOf = (dataDir: string) =>
  withDatabase(dataDir, async (sql) => ({
    users: await sql.query(`SELECT id, email, "firstName" FROM "User" ORDER BY id`),
    jobs: await sql.query(`SELECT id, "userId", title FROM "Job" ORDER BY id`),
  }));

it("lists, makes a reset link, backs up, restores into a new folder (refusing a full one), and deletes", async () => {
  const data = tempFolder();
  expect(
    spawnSync("npx", ["tsx", "scripts/prepare-data.ts"], {
      env: { ...process.env, DATA_DIR: data, DATABASE_URL: "" },
    }).status,
  ).toBe(0);
  await withDatabase(data, async (sql) => {
    await sql.query(
      `INSERT INTO "User" (id, email, "firstName", "updatedAt") VALUES ('u1', 'grace@example.com', 'Grace', now())`,
    );
    await sql.query(
      `INSERT INTO "Job" (id, "userId", title, company, description, "updatedAt") VALUES ('j1', 'u1', 'Payroll Lead', 'Acme', 'Run payroll.', now())`,
    );
  });

  const list = npm(data, "user", "--", "list");
  expect(list).toMatchObject({ status: 0 });
  expect(list.out).toMatch(/grace@example\.com \(Grace\)\s+since \d{4}-\d{2}-\d{2}\s+1 job\b/);
  const reset = npm(data, "user", "--", "reset-password", "grace@example.com");
  expect(reset.status).toBe(0);
  expect(reset.out).toMatch(
    /expires in 30 minutes:\nhttp:\/\/localhost:\d+\/reset-password#[\w-]+\.[\w-]+/,
  );
  expect(npm(data, "user", "--", "reset-password", "nobody@example.com")).toMatchObject({
    status: 1,
    out: expect.stringContaining("No account has the email nobody@example.com."),
  });
  expect(npm(data, "user", "--", "frobnicate").status).toBe(2);

  const file = path.join(tempFolder(), "backup.tar.gz");
  const backup = npm(data, "backup", "--", "--out", file);
  expect(backup.out).toContain(`Backed up the data to ${file}`);
  expect(fs.statSync(file).size).toBeGreaterThan(1000);

  const restored = tempFolder();
  expect(npm(restored, "restore", "--", file)).toMatchObject({ status: 0 });
  expect(await rowsOf(restored)).toEqual(await rowsOf(data));
  const again = npm(restored, "restore", "--", file);
  expect(again.status).toBe(1);
  expect(again.out).toContain("already holds data");
  expect(npm(restored, "restore", "--", file, "--force").status).toBe(0);
  expect(fs.readdirSync(restored).some((name) => name.startsWith("pglite.before-restore-"))).toBe(
    true,
  );

  expect(npm(data, "user", "--", "delete", "grace@example.com")).toMatchObject({
    status: 0,
    out: expect.stringContaining("Deleted grace@example.com and everything it owned."),
  });
  expect(await rowsOf(data)).toEqual({ users: [], jobs: [] });
}, 600_000);
