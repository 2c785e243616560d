import "server-only";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { db } from "../db";
import { letterBlocks, resumeBlocks } from "../export/document-blocks";
import { exportFileName } from "../export/file-name";
import { writeDocx } from "../export/write-docx";
import { MAX_EXPORT_LINES } from "../export/export-job-document";
import { ownedRowsPage, ownedTables } from "./owned-tables";
import { exportReadme } from "./export-readme";

const PAGE_SIZE = 200;
// Columns that are the server's, not the person's: secrets and session state.
const USER_COLUMNS_LEFT_OUT = new Set(["passwordHash", "sessionVersion", "jobsVersion"]);

const encoder = new TextEncoder();

/**
 * Everything the user owns as a zip, produced a page of rows at a time as the reader
 * pulls: data.json (every row, table by table), the tailored résumés and letters as DOCX,
 * and a README that says what each file is.
 */
export function exportArchive(userId: string, now = new Date()): ReadableStream<Uint8Array> {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let enqueued = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) return controller.error(error);
    if (chunk.length > 0) {
      controller.enqueue(chunk);
      enqueued++;
    }
    if (final) controller.close();
  });
  const steps = archiveSteps(zip, userId, now);
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
      },
      // A pull that enqueues nothing is not called again, so steps run until one does
      // (the deflater holds small writes back) or the archive ends.
      async pull() {
        const before = enqueued;
        for (let step = 0; step < 1_000_000 && enqueued === before; step++) {
          const next = await steps.next();
          if (next.done) return zip.end();
        }
      },
    },
    { highWaterMark: 1 },
  );
}

async function* archiveSteps(zip: Zip, userId: string, now: Date): AsyncGenerator<void> {
  const readme = new ZipPassThrough("README.txt");
  zip.add(readme);
  readme.push(encoder.encode(exportReadme(now)), true);
  yield;

  const data = new ZipDeflate("data.json", { level: 6 });
  zip.add(data);
  const write = (text: string) => data.push(encoder.encode(text));
  const user = await db().user.findUnique({ where: { id: userId } });
  const account = Object.fromEntries(
    Object.entries(user ?? {}).filter(([key]) => !USER_COLUMNS_LEFT_OUT.has(key)),
  );
  write(
    `{"exportedAt":${JSON.stringify(now.toISOString())},"account":${JSON.stringify(account)},"tables":{`,
  );
  const tables = await ownedTables();
  for (const [t, table] of tables.entries()) {
    write(`${t > 0 ? "," : ""}${JSON.stringify(table)}:[`);
    let afterId: string | null = null;
    let first = true;
    for (let page = 0; page < 100_000; page++) {
      const rows = await ownedRowsPage(table, userId, afterId, PAGE_SIZE);
      for (const row of rows) {
        write(`${first ? "" : ","}${JSON.stringify(row)}`);
        first = false;
      }
      yield;
      if (rows.length < PAGE_SIZE || typeof rows[rows.length - 1].id !== "string") break;
      afterId = rows[rows.length - 1].id as string;
    }
    write("]");
  }
  data.push(encoder.encode("}}"), true);
  yield;

  yield* documentFiles(zip, userId, user);
}

async function* documentFiles(
  zip: Zip,
  userId: string,
  user: { firstName: string | null; lastName: string | null } | null,
): AsyncGenerator<void> {
  const author = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const used = new Set<string>();
  let afterId: string | undefined;
  for (let page = 0; page < 100_000; page++) {
    const jobs = await db().job.findMany({
      where: { userId, ...(afterId ? { id: { gt: afterId } } : {}) },
      orderBy: { id: "asc" },
      take: 50,
      select: { id: true, title: true, company: true, tailoredResume: true, coverLetter: true },
    });
    for (const job of jobs) {
      for (const document of ["resume", "cover-letter"] as const) {
        const text = document === "resume" ? job.tailoredResume : job.coverLetter;
        if (!text?.trim() || text.split("\n").length > MAX_EXPORT_LINES * 4) continue;
        const blocks = document === "resume" ? resumeBlocks(text) : letterBlocks(text);
        const file = await writeDocx(blocks, { kind: document, author, title: job.title });
        const name = uniqueName(
          used,
          exportFileName({
            personName: author,
            document,
            company: job.company,
            jobTitle: job.title,
            format: "docx",
          }).ascii,
        );
        const entry = new ZipPassThrough(`documents/${name}`);
        zip.add(entry);
        entry.push(new Uint8Array(file), true);
        yield;
      }
    }
    if (jobs.length < 50) break;
    afterId = jobs[jobs.length - 1].id;
  }
}

function uniqueName(used: Set<string>, name: string): string {
  let candidate = name;
  for (let n = 2; used.has(candidate) && n < 10_000; n++)
    candidate = name.replace(/(\.docx)$/, ` (${n})$1`);
  used.add(candidate);
  return candidate;
}
