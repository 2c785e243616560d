import { AppRoot } from "@/components/shell/app-root";

// Spec 1 §2 Router: every path shows the same application; views never change the URL.
export default function CatchAllPage() {
  return <AppRoot />;
}
