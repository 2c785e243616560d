"use client";
import { ChevronDownIcon, DownloadIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useTranscripts } from "@/lib/client/hooks";
import { downloadTextFile, transcriptFileName } from "./transcript-file";

/** Saved interview transcripts for the job; choosing one downloads it as a text file. */
export function SavedInterviewsMenu({ jobId }: { jobId: string }) {
  const { transcripts, isLoading } = useTranscripts(jobId);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" data-testid="saved-interviews">
          Saved Interviews
          <Badge variant="secondary" data-testid="saved-interviews-count">
            {isLoading ? "…" : transcripts.length}
          </Badge>
          <ChevronDownIcon aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-72">
        {transcripts.length === 0 ? (
          <DropdownMenuLabel className="text-sm font-normal text-muted-foreground">
            {isLoading ? "Loading saved interviews..." : "No saved interviews yet"}
          </DropdownMenuLabel>
        ) : (
          transcripts.map((transcript) => (
            <DropdownMenuItem
              key={transcript.id}
              data-testid="saved-interview-item"
              onSelect={() =>
                downloadTextFile(
                  transcriptFileName(transcript.title, transcript.interviewDate),
                  transcript.content,
                )
              }
            >
              <DownloadIcon aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate">{transcript.title}</span>
                <span className="block text-xs text-muted-foreground">
                  {new Date(transcript.interviewDate).toLocaleString()} · {transcript.interviewMode}
                </span>
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
