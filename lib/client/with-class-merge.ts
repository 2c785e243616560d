/**
 * Loads a screen's module together with tailwind-merge, installed before the screen first
 * renders. The first signed-in view (shell and dashboard) never needs it: its classes do not
 * conflict (tests/unit/shell/dashboard-classes.test.tsx), so its 8 KB wait for a screen that
 * does: `dynamic(() => withClassMerge(import("./board")).then((m) => m.Board))`.
 */
export async function withClassMerge<T>(screen: Promise<T>): Promise<T> {
  const [module] = await Promise.all([
    screen,
    import("./merge-classes").then((merge) => merge.installTailwindMerge()),
  ]);
  return module;
}
