import { SignOutPage } from "@/components/shell/sign-out-page";

export default function LogoutPage() {
  return <SignOutPage />;
}
