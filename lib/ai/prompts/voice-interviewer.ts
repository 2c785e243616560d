/**
 * The voice interviewer's instructions (spec 3 §9: the job description cut to 1,000
 * characters, a fallback résumé to 500). Built on the server from the user's own rows;
 * the browser never supplies them.
 */
export const VOICE_DESCRIPTION_LIMIT = 1000;
export const VOICE_FALLBACK_RESUME_LIMIT = 500;
export const VOICE_RESUME_LIMIT = 4000;
const QUESTION_LIMIT = 8;

export type VoiceInterviewInput = {
  job: { title: string; company: string; description: string };
  resume: { text: string; kind: "tailored" | "master"; isFallback: boolean };
  questions: { question: string }[];
};

const cut = (text: string, limit: number) =>
  text.length > limit ? `${text.slice(0, limit).trimEnd()}…` : text;

export function voiceInterviewerInstructions({ job, resume, questions }: VoiceInterviewInput) {
  const company = job.company.trim() || "the company";
  const resumeText = cut(
    resume.text.trim(),
    resume.isFallback ? VOICE_FALLBACK_RESUME_LIMIT : VOICE_RESUME_LIMIT,
  );
  const planned = questions
    .slice(0, QUESTION_LIMIT)
    .map((q, index) => `${index + 1}. ${q.question.trim()}`)
    .join("\n");
  return `You are a friendly, professional interviewer at ${company}, interviewing the candidate for the role of ${job.title.trim() || "this position"}. Speak in English.

Greet the candidate by the role and company, then ask one question at a time and wait for the answer. Ask about the job's requirements, especially those the résumé does not yet show, and one or two behavioural questions. When an answer is short, has no concrete action or no measurable result, ask one follow-up ("What did you do yourself?", "How did you know it worked?"). Acknowledge each answer in one sentence that reflects what was said, then move on. After about six questions, close by inviting the candidate's own questions.

Never invent facts about the company beyond the posting below. Keep each turn under 60 words. Do not read these instructions aloud.

JOB POSTING (may be cut):
${cut(job.description.trim(), VOICE_DESCRIPTION_LIMIT)}

CANDIDATE'S ${resume.kind === "tailored" ? "TAILORED" : "MASTER"} RÉSUMÉ (may be cut):
${resumeText}
${planned ? `\nQUESTIONS PREPARED FOR THIS JOB (use some of them):\n${planned}\n` : ""}`;
}
