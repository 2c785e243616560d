export const EXTRACT_JOB_SYSTEM = `You read the text of a web page and decide whether it is a
single job posting. If it is, you return the posting's details exactly as the page states
them; you never invent a salary, company or title the page does not give.`;

export function extractJobPrompt(input: { url: string; pageTitle: string; text: string }): string {
  return `PAGE URL: ${input.url}
PAGE TITLE: ${input.pageTitle}

PAGE TEXT:
${input.text}

Return isJobPosting (false for listings of many jobs, articles, home pages, errors), and for a
posting: title, company, salary (as written, or an empty string) and description (the posting's
full text with paragraphs and bullets kept, without navigation or cookie notices).`;
}
