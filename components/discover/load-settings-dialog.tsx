"use client";
import { FolderOpenIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import {
  deleteSearchSetting,
  discoverKeys,
  type SavedSearchSetting,
  type SearchType,
} from "@/lib/client/discover-api";
import { toast } from "@/lib/client/toast-store";
import { termsAsText } from "@/lib/discover/search-terms";

function describe(setting: SavedSearchSetting): string {
  return [termsAsText(setting.titles), termsAsText(setting.keywords), setting.location]
    .filter(Boolean)
    .join(" · ");
}

/** Spec 2 §2: the named settings of this mode, each to load or delete. */
export function LoadSettingsDialog({
  searchType,
  onLoad,
}: {
  searchType: SearchType;
  onLoad: (setting: SavedSearchSetting) => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<SavedSearchSetting | null>(null);
  const { data, error, isLoading, mutate } = useSWR<SavedSearchSetting[]>(
    isOpen ? discoverKeys.savedSettings(searchType) : null,
  );

  const remove = async (setting: SavedSearchSetting) => {
    try {
      await deleteSearchSetting(setting.id, searchType);
      toast({ title: "Search settings deleted", description: setting.name });
    } catch {
      toast({
        title: "Failed to delete",
        description: "Could not delete search settings",
        variant: "destructive",
      });
    }
  };

  return (
    <>
      <Dialog open={isOpen} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" aria-label="Load search settings" data-testid="load-settings">
            <FolderOpenIcon aria-hidden />
            Load
          </Button>
        </DialogTrigger>
        <DialogContent data-testid="load-settings-dialog">
          <DialogHeader>
            <DialogTitle>Load search settings</DialogTitle>
            <DialogDescription>Fill the search with settings you saved.</DialogDescription>
          </DialogHeader>
          {error ? (
            <QueryError message="We couldn't load your saved searches." onRetry={() => mutate()} />
          ) : isLoading || !data ? (
            <div className="grid gap-2" role="status" aria-label="Loading saved searches">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : data.length === 0 ? (
            <p className="text-sm text-muted-foreground" data-testid="no-saved-settings">
              No saved search settings yet. Use Save to keep the current search.
            </p>
          ) : (
            <ul className="grid gap-2" data-testid="saved-settings-list">
              {data.map((setting) => (
                <li
                  key={setting.id}
                  className="flex items-center justify-between gap-2 rounded-lg border p-3"
                  data-testid="saved-setting"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{setting.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{describe(setting)}</p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      size="sm"
                      aria-label={`Load ${setting.name}`}
                      onClick={() => {
                        onLoad(setting);
                        setOpen(false);
                      }}
                      data-testid="load-setting"
                    >
                      Load
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Delete ${setting.name}`}
                      onClick={() => setPendingDelete(setting)}
                      data-testid="delete-setting"
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete saved search?"
        description={
          pendingDelete && `Delete "${pendingDelete.name}"? This action cannot be undone.`
        }
        confirmLabel="Delete"
        isDestructive
        onConfirm={() => pendingDelete && void remove(pendingDelete)}
        testId="delete-setting-confirm"
      />
    </>
  );
}
