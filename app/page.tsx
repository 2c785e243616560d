import { AppRoot } from "@/components/shell/app-root";

export default function HomePage() {
  return <AppRoot />;
}
