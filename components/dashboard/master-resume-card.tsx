"use client";
import { CheckCircle2Icon, FileTextIcon } from "lucide-react";
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
import { MasterResumeEditor } from "./master-resume-editor";

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
          <AccordionTrigger className="px-6 py-5 hover:no-underline">
            <span className="flex min-w-0 items-center gap-2">
              <FileTextIcon className="size-4 shrink-0 text-primary" aria-hidden />
              <span className="font-semibold">Master Résumé</span>
              {resume && (
                <Badge
                  variant="secondary"
                  className="bg-green-100 text-green-800"
                  data-testid="resume-uploaded-badge"
                >
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
              <div className="grid gap-3" role="status" aria-label="Loading résumé">
                <Skeleton className="h-10 w-56" />
                <Skeleton className="h-48 w-full" />
              </div>
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
