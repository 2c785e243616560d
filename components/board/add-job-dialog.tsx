"use client";
import { PlusIcon } from "lucide-react";
import { useState } from "react";
import { AddJobForm } from "@/components/jobs/add-job-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";

export function AddJobDialog() {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button data-testid="board-add-job">
          <PlusIcon aria-hidden />
          Add Job
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add Job</DialogTitle>
          <DialogDescription>
            Save a posting to your board. It starts as a prospect.
          </DialogDescription>
        </DialogHeader>
        <AddJobForm onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
