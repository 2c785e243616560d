import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { parseJson } from "@/lib/api/request";
import { withUser } from "@/lib/api/with-user";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { resumeTextSchema } from "@/lib/resume/keyword-schemas";
import { saveResumeAnalysis } from "@/lib/resume/master-resume";

/** The role titles the résumé itself names, most recent first; saved to the master résumé. */
export const POST = withUser(async ({ request, user }) => {
  const { resumeText } = await parseJson(request, resumeTextSchema);
  assertGenerationAllowed(user.id);
  const { jobTitles } = analyzeResumeKeywords(resumeText);
  await saveResumeAnalysis({ userId: user.id, analysis: { jobTitles } });
  return { jobTitles };
});
