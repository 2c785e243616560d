import { describeError } from "@/lib/ai/model-error";
import { summarizeProfile } from "@/lib/ai/tasks";
import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { parseJson } from "@/lib/api/request";
import { withUser } from "@/lib/api/with-user";
import { runMatchTask } from "@/lib/match-worker/run";
import { resumeTextSchema } from "@/lib/resume/keyword-schemas";
import { saveResumeAnalysis } from "@/lib/resume/master-resume";
import { otherMethods } from "@/lib/api/route-methods";

/**
 * Keywords and skills of the résumé text, saved to the master résumé with its current
 * title (the dashboard's first target role; past titles are no target) and the
 * professional snapshot summary written from them.
 */
export const POST = withUser(async ({ request, user }) => {
  const { resumeText } = await parseJson(request, resumeTextSchema);
  await assertGenerationAllowed(user.id);
  const { keywords, skills, jobTitles, currentTitle } = await runMatchTask(
    "resume-keywords",
    resumeText,
  );
  const summary = await summarizeProfile(
    { resumeText, skills, jobTitles },
    { abortSignal: request.signal },
  ).catch((error: unknown) => {
    // The keywords stand on their own; the snapshot keeps its résumé excerpt.
    console.warn(`Professional summary: the model failed (${describeError(error)}).`);
    return undefined;
  });
  await saveResumeAnalysis({
    userId: user.id,
    analysis: { keywords, skills, jobTitles: currentTitle ? [currentTitle] : [], summary },
  });
  return { keywords, skills };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
