"use client";
import { useEffect, useRef, useState } from "react";
import { useNavigation } from "@/lib/client/navigation";
import { cn } from "@/lib/utils";
import { InterviewSimulator } from "./interview-simulator";
import { useFocusTrap } from "./use-focus-trap";

/**
 * The interview-simulator view: an inline panel that can grow into a full-screen modal.
 * Both are the same element (only its frame changes), so a running interview survives it.
 */
export function SimulatorView() {
  const navigation = useNavigation();
  const [jobId, setJobId] = useState<string | null>(navigation.activeJobId);
  const [isFullPage, setFullPage] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useFocusTrap(frame, isFullPage);

  useEffect(() => {
    if (!isFullPage) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape" && !event.defaultPrevented) setFullPage(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [isFullPage]);

  const close = () => {
    if (isFullPage) setFullPage(false);
    else if (jobId) navigation.openJob(jobId, "qa");
    else navigation.navigate("dashboard");
  };

  return (
    <div
      ref={frame}
      tabIndex={isFullPage ? -1 : undefined}
      className={cn(
        isFullPage
          ? "fixed inset-0 z-40 flex flex-col overflow-y-auto bg-background p-4 sm:p-6"
          : "mx-auto flex min-h-[70vh] max-w-4xl flex-col",
      )}
      role={isFullPage ? "dialog" : undefined}
      aria-modal={isFullPage ? true : undefined}
      aria-label={isFullPage ? "Interview Simulator" : undefined}
      data-testid="simulator-view"
      data-full-page={isFullPage}
    >
      <InterviewSimulator
        key={jobId ?? "none"}
        jobId={jobId}
        onJobChange={setJobId}
        onClose={close}
        onUploadResume={() => navigation.navigate("dashboard")}
        isFullPage={isFullPage}
        onToggleFullPage={() => setFullPage((value) => !value)}
      />
    </div>
  );
}
