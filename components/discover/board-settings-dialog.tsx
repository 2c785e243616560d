"use client";
import { Settings2Icon } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { HttpError } from "@/lib/client/fetcher";
import { discoverKeys, saveBoardSettings, type BoardSettings } from "@/lib/client/discover-api";
import { toast } from "@/lib/client/toast-store";
import { splitTerms } from "@/lib/discover/search-terms";

const FIELDS = [
  {
    key: "greenhouseBoards",
    label: "Greenhouse boards",
    hint: "The name in boards.greenhouse.io/<name>",
    placeholder: "airbnb, stripe",
  },
  {
    key: "leverSites",
    label: "Lever sites",
    hint: "The name in jobs.lever.co/<name>",
    placeholder: "netflix",
  },
  {
    key: "ashbyBoards",
    label: "Ashby boards",
    hint: "The name in jobs.ashbyhq.com/<name>",
    placeholder: "linear",
  },
] as const;

type Draft = Record<keyof BoardSettings, string>;

function BoardSettingsForm({ settings, onDone }: { settings: BoardSettings; onDone: () => void }) {
  const [draft, setDraft] = useState<Draft>({
    greenhouseBoards: settings.greenhouseBoards.join(", "),
    leverSites: settings.leverSites.join(", "),
    ashbyBoards: settings.ashbyBoards.join(", "),
  });
  const [isSaving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await saveBoardSettings({
        greenhouseBoards: splitTerms(draft.greenhouseBoards),
        leverSites: splitTerms(draft.leverSites),
        ashbyBoards: splitTerms(draft.ashbyBoards),
      });
      toast({ title: "Discover settings saved" });
      onDone();
    } catch (error) {
      toast({
        title: "Failed to save",
        description:
          error instanceof HttpError && error.status < 500
            ? error.serverMessage
            : "Could not save Discover settings",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog renders in a portal, but React still bubbles to any form around it.
        event.stopPropagation();
        if (!isSaving) void save();
      }}
    >
      {FIELDS.map((field) => (
        <div key={field.key} className="grid gap-1.5">
          <Label htmlFor={`board-${field.key}`}>{field.label}</Label>
          <Input
            id={`board-${field.key}`}
            value={draft[field.key]}
            maxLength={2000}
            placeholder={field.placeholder}
            aria-describedby={`board-${field.key}-hint`}
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
            data-testid={`board-${field.key}`}
          />
          <p id={`board-${field.key}-hint`} className="text-xs text-muted-foreground">
            {field.hint}; separate several with commas.
          </p>
        </div>
      ))}
      <DialogFooter>
        <Button type="submit" isPending={isSaving} data-testid="board-settings-save">
          {isSaving ? "Saving…" : "Save settings"}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Company boards searched for this user, on top of those the operator lists. */
export function BoardSettingsDialog() {
  const [isOpen, setOpen] = useState(false);
  const { data, error, mutate } = useSWR<BoardSettings>(
    isOpen ? discoverKeys.boardSettings : null,
    {
      revalidateOnMount: true,
    },
  );
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" data-testid="board-settings">
          <Settings2Icon aria-hidden />
          Discover settings
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="board-settings-dialog">
        <DialogHeader>
          <DialogTitle>Discover settings</DialogTitle>
          <DialogDescription>
            Company job boards to search as well as the public job sites.
          </DialogDescription>
        </DialogHeader>
        {error ? (
          <QueryError message="We couldn't load your Discover settings." onRetry={() => mutate()} />
        ) : data ? (
          <BoardSettingsForm settings={data} onDone={() => setOpen(false)} />
        ) : (
          <div className="grid gap-3" role="status" aria-label="Loading Discover settings">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
