// Components render as in the signed-in app, which installs tailwind-merge for `cn`; the
// sign-in screen's test takes it out again (tests/unit/shell/sign-in-classes.test.tsx).
import { installTailwindMerge } from "@/lib/client/merge-classes";

installTailwindMerge();
