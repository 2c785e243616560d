import { assertGenerationAllowed } from "@/lib/api/generation-limit";
import { parseJson } from "@/lib/api/request";
import { withUser } from "@/lib/api/with-user";
import { currentTitle } from "@/lib/resume/analyze-keywords";
import { resumeTextSchema } from "@/lib/resume/keyword-schemas";
import { saveResumeAnalysis } from "@/lib/resume/master-resume";
import { otherMethods } from "@/lib/api/route-methods";

/** The title the résumé holds now, saved to the master résumé as its analyzed job title. */
export const POST = withUser(async ({ request, user }) => {
  const { resumeText } = await parseJson(request, resumeTextSchema);
  await assertGenerationAllowed(user.id);
  const title = currentTitle(resumeText);
  const jobTitles = title ? [title] : [];
  await saveResumeAnalysis({ userId: user.id, analysis: { jobTitles } });
  return { jobTitles };
});

export const { GET, PUT, PATCH, DELETE } = otherMethods({ POST });
