import { otherMethods } from "@/lib/api/route-methods";
import { withUser } from "@/lib/api/with-user";
import { readRealtimeSettings, VOICE_NOT_CONFIGURED } from "@/lib/realtime/settings";

export const dynamic = "force-dynamic";

/** Whether the Voice mode can run; when not, the one line saying what to configure. */
export const GET = withUser(async () => {
  const { available } = readRealtimeSettings();
  return Response.json(available ? { available } : { available, message: VOICE_NOT_CONFIGURED });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
