import { streamDocumentRoute } from "@/lib/jobs/stream-job-document";

export const POST = streamDocumentRoute("cover-letter");
