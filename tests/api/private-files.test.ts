import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { withStreamedUpload } from "@/lib/api/stream-upload";
import { authSecret } from "@/lib/auth/secret";
import { openDatabase } from "@/lib/db/adapter";
import { restrictFileModes } from "@/lib/private-files";
import { ORIGIN } from "../support/api";

const BOUNDARY = "----private-files-test";
const mode = (file: string) => fs.lstatSync(file).mode & 0o777;

function upload(data: Buffer): Request {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return new Request(`${ORIGIN}/api/test`, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
    body: new Uint8Array(body),
  });
}

const LIMITS = {
  fileField: "audio",
  maxFileBytes: 1024 * 1024,
  maxFieldsBytes: 1024,
  tooLargeMessage: "too large",
};

/** Where the upload was written, and the modes of it and its folder, seen while it is handled. */
const writtenModes = (request: Request) =>
  withStreamedUpload(request, LIMITS, async ({ file }) => ({
    path: file!.path,
    file: mode(file!.path),
    folder: mode(path.dirname(file!.path)),
  }));

let work: string;
const savedUmask = process.umask();
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "private-files-"));
});
afterEach(() => {
  process.umask(savedUmask);
  delete process.env.UPLOAD_TMP_DIR;
  fs.rmSync(work, { recursive: true, force: true });
});

describe("upload temp files", () => {
  it("are written 0600 in a 0700 folder, whatever the umask, and removed after", async () => {
    process.env.UPLOAD_TMP_DIR = path.join(work, "uploads");
    process.umask(0);
    const written = await writtenModes(upload(crypto.randomBytes(4096)));
    expect(written).toMatchObject({ file: 0o600, folder: 0o700 });
    expect(fs.existsSync(written.path)).toBe(false);
  });

  it("go by default to a folder of this user's own under the system temp folder", async () => {
    const written = await writtenModes(upload(Buffer.from("RIFF")));
    expect(path.dirname(written.path)).toBe(
      path.join(os.tmpdir(), `shortlist-uploads-${process.getuid!()}`),
    );
    expect(written).toMatchObject({ file: 0o600, folder: 0o700 });
  });

  it("tighten a folder of ours that others could open", async () => {
    const folder = path.join(work, "open");
    fs.mkdirSync(folder, { mode: 0o777 });
    fs.chmodSync(folder, 0o777);
    process.env.UPLOAD_TMP_DIR = folder;
    expect(await writtenModes(upload(Buffer.from("RIFF")))).toMatchObject({ folder: 0o700 });
    expect(mode(folder)).toBe(0o700);
  });

  const refusals: [string, (folder: string) => void][] = [
    ["a link", (folder) => fs.symlinkSync(work, folder)],
    ["not a folder", (folder) => fs.writeFileSync(folder, "")],
  ];
  if (process.getuid?.() === 0)
    refusals.push([
      "another user's",
      (folder) => {
        fs.mkdirSync(folder, { mode: 0o700 });
        fs.chownSync(folder, 54321, 54321);
      },
    ]);
  it.each(refusals)(
    "refuse a folder that is %s (503, naming UPLOAD_TMP_DIR)",
    async (_label, make) => {
      const folder = path.join(work, "uploads");
      make(folder);
      process.env.UPLOAD_TMP_DIR = folder;
      const handle = jest.fn();
      await expect(
        withStreamedUpload(upload(Buffer.from("RIFF")), LIMITS, handle),
      ).rejects.toMatchObject({
        status: 503,
        message: expect.stringContaining("UPLOAD_TMP_DIR"),
      });
      expect(handle).not.toHaveBeenCalled();
    },
  );
});

describe("restrictFileModes", () => {
  it("sets a private umask and tightens the data folder an older version left open", () => {
    const data = path.join(work, "data");
    const pglite = path.join(data, "pglite");
    fs.mkdirSync(path.join(pglite, "base"), { recursive: true });
    for (const [file, bits] of [
      [data, 0o777],
      [pglite, 0o755],
      [path.join(pglite, "base"), 0o755],
    ] as const)
      fs.chmodSync(file, bits);
    for (const file of [path.join(data, "auth-secret"), path.join(pglite, "PG_VERSION")]) {
      fs.writeFileSync(file, "x");
      fs.chmodSync(file, 0o666);
    }
    const outside = path.join(work, "outside");
    fs.writeFileSync(outside, "x");
    fs.chmodSync(outside, 0o644);
    fs.symlinkSync(outside, path.join(data, "link"));

    restrictFileModes({ DATA_DIR: data });

    expect(process.umask()).toBe(0o077);
    expect(mode(data)).toBe(0o700);
    expect(mode(pglite)).toBe(0o700);
    expect(mode(path.join(pglite, "base"))).toBe(0o700);
    expect(mode(path.join(data, "auth-secret"))).toBe(0o600);
    expect(mode(path.join(pglite, "PG_VERSION"))).toBe(0o600);
    // A link is not followed: what it points to is someone else's choice.
    expect(mode(outside)).toBe(0o644);
  });

  it("does nothing to a data folder that is not there yet", () => {
    const data = path.join(work, "missing");
    expect(() => restrictFileModes({ DATA_DIR: data })).not.toThrow();
    expect(fs.existsSync(data)).toBe(false);
  });

  it("leaves a new PGlite database, opened again and written to, and the secret private", async () => {
    const data = path.join(work, "data");
    const saved = { DATA_DIR: process.env.DATA_DIR, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET };
    process.env.DATA_DIR = data;
    delete process.env.NEXTAUTH_SECRET;
    const write = async (statement: string) => {
      const { sql } = openDatabase({ url: "" });
      await sql.exec(statement);
      await sql.close();
    };
    try {
      // As `npm start` does: tighten, create the database (scripts/prepare-data.ts),
      // tighten again; then the server opens it and writes new tables and rows.
      restrictFileModes();
      authSecret();
      await write("CREATE TABLE kept (note text); INSERT INTO kept VALUES ('private')");
      restrictFileModes();
      await write(
        "CREATE TABLE later (note text); INSERT INTO later SELECT md5(g::text) FROM generate_series(1, 5000) g",
      );
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    const looseModes = () => {
      const loose: string[] = [];
      const walk = (file: string) => {
        const stats = fs.lstatSync(file);
        if ((stats.mode & 0o077) !== 0) loose.push(path.relative(data, file));
        if (stats.isDirectory())
          for (const name of fs.readdirSync(file)) walk(path.join(file, name));
      };
      walk(data);
      return loose;
    };
    expect(fs.existsSync(path.join(data, "pglite", "PG_VERSION"))).toBe(true);
    expect(mode(path.join(data, "auth-secret"))).toBe(0o600);
    // PGlite's own file layer sets the mode PostgreSQL asks for after creating a file,
    // whatever the umask: 0600 for tables and logs, but 0644 for the relation cache it
    // rewrites when it starts. Its folders are 0700, so nobody else can reach it; the
    // next start tightens it.
    const isRelationCache = (file: string) => path.basename(file) === "pg_internal.init";
    expect(looseModes().filter((file) => !isRelationCache(file))).toEqual([]);
    restrictFileModes({ DATA_DIR: data });
    expect(looseModes()).toEqual([]);
  }, 60_000);
});
