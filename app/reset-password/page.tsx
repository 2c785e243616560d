import { ResetPasswordScreen } from "@/components/auth/reset-password-screen";

// Where the link from `npm run user -- reset-password EMAIL` leads.
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
