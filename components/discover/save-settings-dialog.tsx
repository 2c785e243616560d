"use client";
import { SaveIcon } from "lucide-react";
import { useState } from "react";
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
import { saveSearchSetting, type SearchForm, type SearchType } from "@/lib/client/discover-api";
import { toast } from "@/lib/client/toast-store";

/** Spec 2 §2, §5: stores the current form under a name. */
export function SaveSettingsDialog({
  form,
  searchType,
}: {
  form: SearchForm;
  searchType: SearchType;
}) {
  const [isOpen, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [isNameMissing, setNameMissing] = useState(false);
  const [isSaving, setSaving] = useState(false);

  const save = async () => {
    if (!name.trim()) {
      setNameMissing(true);
      toast({
        title: "Name required",
        description: "Please enter a name for your search settings",
        variant: "destructive",
      });
      return;
    }
    setSaving(true);
    try {
      await saveSearchSetting({ ...form, name: name.trim(), searchType });
      toast({ title: "Search settings saved", description: name.trim() });
      setOpen(false);
      setName("");
    } catch {
      toast({
        title: "Failed to save",
        description: "Could not save search settings",
        variant: "destructive",
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        setNameMissing(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" aria-label="Save search settings" data-testid="save-settings">
          <SaveIcon aria-hidden />
          Save
        </Button>
      </DialogTrigger>
      <DialogContent data-testid="save-settings-dialog">
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // The dialog renders in a portal, but React still bubbles to the search form.
            event.stopPropagation();
            if (!isSaving) void save();
          }}
        >
          <DialogHeader>
            <DialogTitle>Save search settings</DialogTitle>
            <DialogDescription>
              Keep these titles, keywords and filters under a name to load them later.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="search-settings-name">Name</Label>
            <Input
              id="search-settings-name"
              value={name}
              maxLength={100}
              placeholder="Remote React roles"
              aria-invalid={isNameMissing || undefined}
              onChange={(event) => {
                setName(event.target.value);
                setNameMissing(false);
              }}
              data-testid="search-settings-name"
            />
          </div>
          <DialogFooter>
            <Button type="submit" isPending={isSaving} data-testid="save-settings-confirm">
              {isSaving ? "Saving…" : "Save settings"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
