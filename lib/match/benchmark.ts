import { analyzeFit } from "./score-fit";

// A typical pair: about 600 résumé words and 500 job words. Not a test; `npm run bench`
// prints the number. Each analysis reads a new posting against the same résumé, as a
// person scoring their jobs does: the résumé's index is kept, every posting is read anew.
export const RESUME_PARAGRAPH = `Senior Software Engineer, Northwind (2019 - Present)
- Led the migration of a customer dashboard to React 18 and TypeScript, cutting load time by 40%.
- Built Node.js and GraphQL services on AWS with PostgreSQL, Redis and Docker.
- Ran CI/CD with GitHub Actions; mentored four engineers through code review and pairing.
Skills: JavaScript, TypeScript, React, Next.js, Node.js, SQL, Jest, Cypress, Agile, Scrum
`;
const JOB_PARAGRAPH = `We are hiring a Senior Frontend Engineer to build accessible interfaces.
Requirements:
- 5+ years of experience with React, TypeScript and modern CSS
- Experience with GraphQL, REST APIs and Node.js
- Comfortable with Kubernetes, Terraform and AWS
Nice to have:
- Storybook, Figma and web performance tuning is a plus
`;

export function benchmarkMatch(iterations: number): number {
  const resumeText = RESUME_PARAGRAPH.repeat(10);
  const jobDescription = JOB_PARAGRAPH.repeat(9);
  analyzeFit({ resumeText, jobTitle: "Senior Frontend Engineer", jobDescription });
  const postings = Array.from(
    { length: iterations },
    (_, i) => `Posting ${i}\n\n${jobDescription}`,
  );
  const started = performance.now();
  for (const posting of postings) {
    analyzeFit({ resumeText, jobTitle: "Senior Frontend Engineer", jobDescription: posting });
  }
  const seconds = (performance.now() - started) / 1000;
  return Math.round(iterations / Math.max(seconds, 1e-9));
}

/**
 * As benchmarkMatch, but no line of any posting was seen before (each carries its own
 * reference), so nothing read once is reused: a posting that shares no boilerplate.
 */
export function benchmarkFreshPostings(iterations: number): number {
  const resumeText = RESUME_PARAGRAPH.repeat(10);
  const lines = JOB_PARAGRAPH.repeat(9).trimEnd().split("\n");
  analyzeFit({
    resumeText,
    jobTitle: "Senior Frontend Engineer",
    jobDescription: lines.join("\n"),
  });
  const postings = Array.from({ length: iterations }, (_, i) =>
    lines.map((line, j) => (line.endsWith(":") ? line : `${line} [ref ${i}-${j}]`)).join("\n"),
  );
  const started = performance.now();
  for (const posting of postings) {
    analyzeFit({ resumeText, jobTitle: "Senior Frontend Engineer", jobDescription: posting });
  }
  const seconds = (performance.now() - started) / 1000;
  return Math.round(iterations / Math.max(seconds, 1e-9));
}

// Postings built to make a parser backtrack: long runs of one separator, bracket or word.
export const HOSTILE_POSTINGS: Record<string, string> = {
  "spaces after a number": `40${" ".repeat(49_000)}+ matters`,
  commas: "a, ".repeat(16_000),
  brackets: `${"(".repeat(24_000)}${")".repeat(24_000)}`,
  "a list of verbs": `${"hire, train, ".repeat(3_800)}and schedule managers`,
  "a list of words": `${"renewal, expansion and ".repeat(2_100)}advocacy targets`,
  "or alternatives": "Series C or ".repeat(4_000),
  "years over and over": "5 years ".repeat(6_100),
  "amounts over and over": "$4M budget ".repeat(4_400),
  "a place name over and over": `Based in the ${"Boston ".repeat(6_900)}`,
  "one bullet per line": "Python\n- ".repeat(5_400),
  "a heading then bracket pairs": `Python\nRequirements${"()".repeat(24_000)}x`,
};

/** The slowest analysis of a hostile 50,000-character posting, in milliseconds, and which. */
export function benchmarkHostilePostings(): { name: string; ms: number } {
  const resumeText = RESUME_PARAGRAPH;
  let worst = { name: "", ms: 0 };
  for (const [name, bullet] of Object.entries(HOSTILE_POSTINGS)) {
    const started = performance.now();
    analyzeFit({ resumeText, jobTitle: "Engineer", jobDescription: `Requirements:\n- ${bullet}` });
    const ms = performance.now() - started;
    if (ms > worst.ms) worst = { name, ms: Math.round(ms) };
  }
  return worst;
}
