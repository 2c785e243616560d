import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import type { InsightConfig } from "@/lib/interview/types";
import { speechConfigured } from "@/lib/speech";

// Whether audio can be transcribed, so the screen can say so before anyone records.
export const GET = withUser((): InsightConfig => ({
  transcription: speechConfigured(),
  settings: ["TRANSCRIPTION_BASE_URL", "OPENAI_API_KEY"],
}));

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
