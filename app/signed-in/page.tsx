import { SignedInAppRoot } from "@/components/shell/signed-in-app-root";
import { FirstViewRequests } from "./first-view-requests";

/**
 * "/" for a request that carries a session cookie (proxy.ts rewrites it here; the address
 * stays "/"): a page of its own, so that it brings the signed-in app's code while the
 * sign-in screen's page does not, and it starts the first view's requests as it loads.
 */
export default function SignedInPage() {
  return (
    <>
      <FirstViewRequests />
      <SignedInAppRoot />
    </>
  );
}
