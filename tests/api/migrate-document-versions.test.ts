import { openDatabase } from "@/lib/db/adapter";
import { applyMigrations, readMigrations } from "@/lib/db/migrate";

const MIGRATION = "20261126000100_document_versions";

describe(`migration ${MIGRATION}`, () => {
  it("keeps every job's texts and makes each existing one its document's current version", async () => {
    const { sql } = openDatabase({ url: "memory://" });
    try {
      const all = readMigrations();
      const before = all.filter((migration) => migration.name < MIGRATION);
      await applyMigrations(sql, before);
      await sql.exec(`
        INSERT INTO "User" (id, email, "updatedAt") VALUES ('u1', 'a@example.com', now());
        INSERT INTO "Job" (id, "userId", title, company, description, "tailoredResume", "coverLetter", "updatedAt")
          VALUES ('j1', 'u1', 'Engineer', 'Acme', 'Build things', 'My résumé', 'Dear Acme', '2026-01-02T03:04:05Z'),
                 ('j2', 'u1', 'Empty', 'Acme', 'Nothing yet', NULL, NULL, now());
        INSERT INTO "InterviewQuestion" (id, "userId", "jobId", position, question, answer)
          VALUES ('q2', 'u1', 'j1', 1, 'Second?', 'B'), ('q1', 'u1', 'j1', 0, 'First?', 'A');`);

      expect(await applyMigrations(sql, all)).toEqual(
        all.filter((migration) => migration.name >= MIGRATION).map((migration) => migration.name),
      );

      const versions = await sql.query<{
        jobId: string;
        userId: string;
        document: string;
        content: unknown;
        origin: string;
        createdAt: Date;
      }>(`SELECT "jobId", "userId", document::text, content, origin::text, "createdAt"
          FROM "DocumentVersion" ORDER BY "DocumentVersion".document`);
      expect(versions.map((version) => ({ ...version, createdAt: undefined }))).toEqual([
        {
          jobId: "j1",
          userId: "u1",
          document: "resume",
          content: "My résumé",
          origin: "generated",
        },
        {
          jobId: "j1",
          userId: "u1",
          document: "coverLetter",
          content: "Dear Acme",
          origin: "generated",
        },
        {
          jobId: "j1",
          userId: "u1",
          document: "questions",
          content: [
            { question: "First?", answer: "A" },
            { question: "Second?", answer: "B" },
          ],
          origin: "generated",
        },
      ]);
      expect(new Date(versions[0].createdAt).toISOString()).toBe("2026-01-02T03:04:05.000Z");
      const [job] = await sql.query<Record<string, unknown>>(
        `SELECT "tailoredResume", "coverLetter", "resumeInputs" FROM "Job" WHERE id = 'j1'`,
      );
      expect(job).toEqual({
        tailoredResume: "My résumé",
        coverLetter: "Dear Acme",
        resumeInputs: null,
      });
    } finally {
      await sql.close();
    }
  });
});
