import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SWRConfig } from "swr";
import { twMerge } from "tailwind-merge";
import { BrandMark } from "@/components/shell/brand-mark";
import { AppRoot } from "@/components/shell/app-root";
import { SignOutPage } from "@/components/shell/sign-out-page";
import { signIn } from "@/lib/client/sign-in";
import { dismissToast, toast } from "@/lib/client/toast-store";
import { cn, setClassMerger } from "@/lib/utils";
import { installFakeFetch, type Route } from "./fake-fetch";

// The landing page joins classes without tailwind-merge (lib/utils.ts): what it renders must
// be exactly what tailwind-merge would have made of it, i.e. hold no conflicting classes.
jest.mock("@/lib/client/sign-in", () => ({ signIn: jest.fn() }));

const SIGNED_OUT: Record<string, Route> = {
  "/api/auth/user": { status: 401, body: { message: "Unauthorized" } },
  "/api/auth/providers": { status: 200, body: { credentials: {}, google: {} } },
  "/api/register": { status: 200, body: { open: true } },
};

/** Every class attribute in the document that tailwind-merge would have changed. */
function conflictingClassLists() {
  return [...document.body.querySelectorAll("[class]")]
    .map((element) => element.getAttribute("class") ?? "")
    .filter((classes) => twMerge(classes) !== classes);
}

/** `hasSessionCookie`: the page's request carried a session cookie, so the session is checked. */
function renderLanding({ hasSessionCookie = false } = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AppRoot hasSessionCookie={hasSessionCookie} />
    </SWRConfig>,
  );
}

beforeEach(() => setClassMerger(null));
afterEach(() => act(() => dismissToast()));

describe("cn", () => {
  it("joins classes as given until tailwind-merge is installed, then resolves conflicts", () => {
    expect(cn("p-2 size-9", false, "size-12")).toBe("p-2 size-9 size-12");
    setClassMerger(twMerge);
    expect(cn("p-2 size-9", false, "size-12")).toBe("p-2 size-12");
  });
});

describe("the landing page's classes without tailwind-merge", () => {
  it("has no conflicting classes on the sign-in screen, signing in or registering", async () => {
    installFakeFetch(SIGNED_OUT);
    const user = userEvent.setup();
    renderLanding();
    await screen.findByTestId("signin-screen");
    expect(conflictingClassLists()).toEqual([]);

    jest
      .mocked(signIn)
      .mockResolvedValue({ ok: false, error: "CredentialsSignin", status: 401, url: null });
    await user.click(screen.getByTestId("signin-toggle-mode"));
    await user.click(screen.getByTestId("signin-submit"));
    await screen.findByTestId("signin-error");
    expect(screen.getByTestId("signin-first-name")).toBeInTheDocument();
    expect(conflictingClassLists()).toEqual([]);
  });

  it("has no conflicting classes in the session check, its error and a toast", async () => {
    installFakeFetch({ ...SIGNED_OUT, "/api/auth/user": "pending" });
    const { unmount } = renderLanding({ hasSessionCookie: true });
    expect(screen.getByText("Checking your session")).toBeInTheDocument();
    act(() => void toast({ title: "Saved", description: "Done" }));
    expect(conflictingClassLists()).toEqual([]);
    act(() => void toast({ title: "Failed", description: "No", variant: "destructive" }));
    expect(conflictingClassLists()).toEqual([]);
    unmount();

    installFakeFetch({
      ...SIGNED_OUT,
      "/api/auth/user": { status: 500, body: { message: "Down" } },
    });
    renderLanding({ hasSessionCookie: true });
    await screen.findByTestId("session-error");
    expect(conflictingClassLists()).toEqual([]);
  });

  it("has no conflicting classes on the sign-out page when signing out fails", async () => {
    installFakeFetch({ "/api/logout": { status: 500, body: { message: "Down" } } });
    render(<SignOutPage />);
    await screen.findByTestId("session-error");
    expect(conflictingClassLists()).toEqual([]);
  });
});

describe("BrandMark", () => {
  // What the tile's classes were when callers overrode them through tailwind-merge.
  const TILE =
    "flex size-9 shrink-0 items-center justify-center rounded-lg bg-linear-to-br from-primary to-indigo-400 text-primary-foreground shadow-sm";
  const classSet = (classes: string) => new Set(classes.split(" "));

  it.each([
    [{}, ""],
    [{ size: "sm" }, "size-7 [&_svg]:size-4"],
    [{ size: "lg", className: "mx-auto" }, "mx-auto size-12 [&_svg]:size-6"],
    [{ tone: "onColor" }, "bg-white/15 from-transparent to-transparent shadow-none"],
  ] as const)("%o has the classes the override %s gave", (props, override) => {
    const { container } = render(<BrandMark {...props} />);
    const classes = container.firstElementChild?.getAttribute("class") ?? "";
    expect(classSet(classes)).toEqual(classSet(twMerge(TILE, override)));
  });
});
