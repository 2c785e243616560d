import { withUser } from "@/lib/api/with-user";
import { getProfessionalSnapshot } from "@/lib/resume/master-resume";
import { otherMethods } from "@/lib/api/route-methods";

export const GET = withUser(({ user }) => getProfessionalSnapshot({ userId: user.id }));

export const { POST, PUT, PATCH, DELETE } = otherMethods({ GET });
