import { withUser } from "@/lib/api/with-user";
import { getProfessionalSnapshot } from "@/lib/resume/master-resume";

export const GET = withUser(({ user }) => getProfessionalSnapshot({ userId: user.id }));
