import { MAIN_CONTENT_ID } from "@/lib/client/view-focus";

/** The first stop for the keyboard: straight past the sidebar to the current view. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      data-testid="skip-link"
      // The views switch without changing the URL, so the link moves focus, not the hash.
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:ring-2 focus:ring-ring focus:outline-none"
    >
      Skip to main content
    </a>
  );
}
