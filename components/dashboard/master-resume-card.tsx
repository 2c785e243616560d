"use client";
import { CheckCircle2Icon, FileTextIcon } from "lucide-react";
import dynamic from "next/dynamic";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "@/components/ui/accordion";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { MasterResume } from "@/lib/types";

function ResumeLoading() {
  return (
    <div className="grid gap-3" role="status" aria-label="Loading résumé">
      <Skeleton className="h-10 w-56" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

// The editor (its tabs, the file drop, the text area) loads once the dashboard has
// rendered, behind the card's own loading state: it is not needed for the first paint.
const MasterResumeEditor = dynamic(
  () => import("./master-resume-editor").then((module) => module.MasterResumeEditor),
  { loading: () => <ResumeLoading /> },
);

export function MasterResumeCard({
  resume,
  isLoading,
  error,
}: {
  resume: MasterResume | null;
  isLoading: boolean;
  error?: React.ReactNode;
}) {
  return (
    <Card data-testid="master-resume">
      <Accordion type="single" collapsible defaultValue="master-resume">
        <AccordionItem value="master-resume">
          <AccordionTrigger className="px-6 py-5 text-sm font-medium">
            <span className="flex min-w-0 items-center gap-2">
              <FileTextIcon className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="font-semibold">Master Résumé</span>
              {resume && (
                <Badge variant="success" data-testid="resume-uploaded-badge">
                  <CheckCircle2Icon aria-hidden />
                  Uploaded
                </Badge>
              )}
            </span>
          </AccordionTrigger>
          <AccordionContent className="px-6 pb-6">
            {error ? (
              error
            ) : isLoading ? (
              <ResumeLoading />
            ) : (
              // Re-mounts after a save so the editor starts from what the server stored.
              <MasterResumeEditor key={resume?.updatedAt ?? "none"} resume={resume} />
            )}
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </Card>
  );
}
