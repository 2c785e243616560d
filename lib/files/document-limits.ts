import { MAX_RESUME_TEXT } from "../resume/limits";

/** No résumé reaches this many pages; a PDF with more is refused before its text is read. */
export const MAX_PDF_PAGES = 50;

export const TEXT_TOO_LONG = `The text of this file is longer than ${MAX_RESUME_TEXT.toLocaleString("en-US")} characters, the most a résumé can hold. Upload a shorter file or paste the part you need.`;
