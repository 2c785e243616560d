import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { parseJson } from "@/lib/api/request";
import { withUser } from "@/lib/api/with-user";
import { analyzeResumeKeywords } from "@/lib/resume/analyze-keywords";
import { resumeTextSchema } from "@/lib/resume/keyword-schemas";
import { saveResumeAnalysis } from "@/lib/resume/master-resume";

/** Keywords and skills of the résumé text; saved to the master résumé (with its job titles). */
export const POST = withUser(async ({ request, user }) => {
  const { resumeText } = await parseJson(request, resumeTextSchema);
  assertGenerationAllowed(user.id);
  const { keywords, skills, jobTitles } = analyzeResumeKeywords(resumeText);
  await saveResumeAnalysis({ userId: user.id, analysis: { keywords, skills, jobTitles } });
  return { keywords, skills };
});
