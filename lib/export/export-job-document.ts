import "server-only";
import { ApiError } from "../api/errors";
import { db } from "../db";
import { readHeader } from "../resume/resume-lines";
import { letterBlocks, resumeBlocks } from "./document-blocks";
import { attachmentHeader, exportFileName } from "./file-name";
import type { ExportDocument, ExportFormat } from "./types";
import { writeDocx } from "./write-docx";
import { writePdf } from "./write-pdf";

const NOT_WRITTEN: Record<ExportDocument, string> = {
  resume: "Generate the tailored résumé first: there is nothing to download yet.",
  "cover-letter": "Generate the cover letter first: there is nothing to download yet.",
};
const DOCUMENT_TITLES: Record<ExportDocument, string> = {
  resume: "Résumé",
  "cover-letter": "Cover Letter",
};
// A real résumé runs to a few hundred lines; laying out tens of thousands would hold the
// server for seconds.
export const MAX_EXPORT_LINES = 1000;

const CONTENT_TYPES: Record<ExportFormat, string> = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
};

/** The account's name, else the name line the tailored résumé opens with. */
function personName(
  user: { firstName: string | null; lastName: string | null },
  resumeText: string | null,
) {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  if (fullName) return fullName;
  const [name] = readHeader((resumeText ?? "").split("\n")).lines;
  return name?.text ?? "";
}

/**
 * The job's saved tailored résumé or cover letter as a DOCX or PDF download, named after
 * the person and the job. Another user's job, or a document not written yet, is a 404.
 */
export async function exportJobDocument({
  userId,
  jobId,
  document,
  format,
}: {
  userId: string;
  jobId: string;
  document: ExportDocument;
  format: ExportFormat;
}): Promise<Response> {
  const job = await db().job.findFirst({
    where: { id: jobId, userId },
    select: {
      title: true,
      company: true,
      tailoredResume: true,
      coverLetter: true,
      user: { select: { firstName: true, lastName: true } },
    },
  });
  if (!job) throw ApiError.notFound("Job not found");
  const text = document === "resume" ? job.tailoredResume : job.coverLetter;
  if (!text?.trim()) throw ApiError.notFound(NOT_WRITTEN[document]);
  if (text.split("\n").filter((line) => line.trim()).length > MAX_EXPORT_LINES) {
    throw ApiError.tooLarge(
      `This document has more than ${MAX_EXPORT_LINES.toLocaleString("en-US")} lines, too many to lay out as a file. Shorten it, save, and download again.`,
    );
  }

  const author = personName(job.user, job.tailoredResume);
  const meta = {
    kind: document,
    author,
    title: [author, DOCUMENT_TITLES[document], job.company.replace(/^—$/, "")]
      .filter(Boolean)
      .join(" · "),
  };
  const blocks = document === "resume" ? resumeBlocks(text) : letterBlocks(text);
  const file = await (format === "docx" ? writeDocx(blocks, meta) : writePdf(blocks, meta));
  const fileName = exportFileName({
    personName: author,
    document,
    company: job.company,
    jobTitle: job.title,
    format,
  });
  return new Response(new Uint8Array(file), {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": attachmentHeader(fileName),
      "Content-Length": String(file.byteLength),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
