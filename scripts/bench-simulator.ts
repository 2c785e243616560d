// `npm run bench`: the local interviewer's reply time (issue 11: target under 20 ms), over
// whole conversations and at the request limits (60 messages of 4,000 characters).
import { localInterviewerReply, planInterview } from "../lib/ai/local/interviewer";
import { analyzeFit } from "../lib/match";

const RESUME = `Jane Doe
Senior Frontend Engineer, Northwind (2019 - Present)
- Led the migration of the customer dashboard to React and TypeScript.
- Built GraphQL services in Node.js on AWS, handling 2 million requests a day.
- Mentored four engineers on testing with Jest.
Skills: JavaScript, CSS, Jest`;
const JOB = {
  title: "Senior Frontend Engineer",
  company: "Acme",
  description: `Acme builds scheduling tools for 300 clinics.
Requirements:
- 5+ years of React and TypeScript
- Kubernetes in production
- Experience leading a team
Nice to have:
- GraphQL`,
};
const ANSWER =
  "At Northwind I led the move of our dashboard to React. I planned it in stages, paired with each team, and page loads fell by 40%.";
const RUNS = 200;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export function printSimulatorReplyTime(): void {
  const fit = analyzeFit({
    resumeText: RESUME,
    jobTitle: JOB.title,
    jobDescription: JOB.description,
  });
  const input = { resumeText: RESUME, job: JOB, fit, savedQuestions: ["How do you test React?"] };
  const planMs = time(() => planInterview(input));
  const plan = planInterview(input);
  const replies: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const answers = Array.from({ length: run % 30 }, () => ANSWER);
    replies.push(time(() => localInterviewerReply(plan, answers, JOB)));
  }
  replies.sort((a, b) => a - b);
  const longest = Array.from({ length: 30 }, (_, i) =>
    `${i % 2 ? "We" : "I"} ${"worked on the billing service and shipped it ".repeat(90)}`.slice(
      0,
      4000,
    ),
  );
  const limitMs = time(() => localInterviewerReply(plan, longest, JOB));
  console.log(
    `Simulator, local interviewer: reply p50 ${percentile(replies, 50).toFixed(2)} ms, p95 ${percentile(replies, 95).toFixed(2)} ms over ${RUNS} conversations (target < 20); ` +
      `30 answers of 4,000 characters ${limitMs.toFixed(1)} ms; plan ${planMs.toFixed(1)} ms (once per request, with lib/match)`,
  );
}

if (require.main === module) printSimulatorReplyTime();
