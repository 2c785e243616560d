"use client";
import { FileTextIcon, UploadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";

/** Spec 3 §2.1, §5: an interview needs a résumé (tailored or master). */
export function ResumeRequiredCard({
  onClose,
  onUpload,
}: {
  onClose: () => void;
  onUpload: () => void;
}) {
  return (
    <Card className="mx-auto max-w-md" data-testid="simulator-resume-required">
      <CardHeader className="items-start">
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <FileTextIcon className="size-5" aria-hidden />
        </span>
        <CardTitle>Resume Required</CardTitle>
        <CardDescription>
          The interviewer reads your résumé to ask about your own experience. Add your master résumé
          on the dashboard, then come back to practise.
        </CardDescription>
      </CardHeader>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onClose} data-testid="simulator-resume-required-close">
          Close
        </Button>
        <Button onClick={onUpload} data-testid="simulator-upload-resume">
          <UploadIcon aria-hidden />
          Upload Resume
        </Button>
      </CardFooter>
    </Card>
  );
}
